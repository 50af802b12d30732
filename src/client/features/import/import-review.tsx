import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { ImportField } from './import-field';
import { ImportJobBullets } from './import-job-bullets';

interface ImportReviewProps {
  resume: Resume;
  warnings: string[];
  /** Paths of the fields the reader was unsure of ('experience.0.company'). */
  uncertain: string[];
  onChange(resume: Resume, confirmedPath?: string): void;
  onUse(): void;
  isUsing: boolean;
  error: string | null;
}

type Job = Resume['experience'][number];
type School = Resume['education'][number];

/**
 * Each section as read, the warnings, and the fields most worth checking editable before anything is created:
 * name, contacts, each job's title, employer, dates and bullets, each school. Uncertain fields are marked.
 */
export function ImportReview({
  resume,
  warnings,
  uncertain,
  onChange,
  onUse,
  isUsing,
  error,
}: ImportReviewProps) {
  const person = resume.personalDetails;
  const contact = resume.contactInfo;
  const isUnsure = (path: string) => uncertain.includes(path);
  const setPerson = (patch: Partial<Resume['personalDetails']>, path: string) =>
    onChange({ ...resume, personalDetails: { ...person, ...patch } }, path);
  const setContact = (patch: Partial<Resume['contactInfo']>, path: string) =>
    onChange({ ...resume, contactInfo: { ...contact, ...patch } }, path);
  const setJob = (job: Job, index: number, patch: Partial<Job>, field: string) =>
    onChange(
      { ...resume, experience: resume.experience.map((j) => (j.id === job.id ? { ...j, ...patch } : j)) },
      `experience.${index}.${field}`,
    );
  const setSchool = (school: School, index: number, patch: Partial<School>, field: string) =>
    onChange(
      { ...resume, education: resume.education.map((s) => (s.id === school.id ? { ...s, ...patch } : s)) },
      `education.${index}.${field}`,
    );
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-6">
      <h2 id="review-heading" className="text-xl font-semibold">
        Review what we read
      </h2>
      {uncertain.length > 0 ? (
        <p className="text-sm">
          Fields marked <strong>Check this</strong> are ones we were not sure we read right. Correct them here
          or later in the builder.
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg border border-warning bg-muted p-4">
          <h3 className="font-semibold">Check these</h3>
          <ul className="list-disc pl-5 text-sm">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Name and contacts</legend>
        <ImportField
          id="import-first-name"
          label="First name"
          value={person.firstName}
          isUncertain={isUnsure('personalDetails.firstName')}
          onChange={(v) => setPerson({ firstName: v }, 'personalDetails.firstName')}
        />
        <ImportField
          id="import-last-name"
          label="Last name"
          value={person.lastName}
          isUncertain={isUnsure('personalDetails.lastName')}
          onChange={(v) => setPerson({ lastName: v }, 'personalDetails.lastName')}
        />
        <ImportField
          id="import-job-title"
          label="Job title"
          value={person.jobTitle}
          isUncertain={isUnsure('personalDetails.jobTitle')}
          onChange={(v) => setPerson({ jobTitle: v }, 'personalDetails.jobTitle')}
        />
        <ImportField
          id="import-email"
          label="Email"
          value={contact.email}
          onChange={(v) => setContact({ email: v }, 'contactInfo.email')}
        />
        <ImportField
          id="import-phone"
          label="Phone"
          value={contact.phone}
          onChange={(v) => setContact({ phone: v }, 'contactInfo.phone')}
        />
        <ImportField
          id="import-city"
          label="City"
          value={contact.city}
          isUncertain={isUnsure('contactInfo.city')}
          onChange={(v) => setContact({ city: v }, 'contactInfo.city')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Employment ({resume.experience.length})</legend>
        {resume.experience.map((job, index) => (
          <div key={job.id} className="grid gap-3 sm:grid-cols-2">
            <ImportField
              id={`import-job-${index}-title`}
              label={`Job ${index + 1} title`}
              value={job.jobTitle}
              isUncertain={isUnsure(`experience.${index}.jobTitle`)}
              onChange={(v) => setJob(job, index, { jobTitle: v }, 'jobTitle')}
            />
            <ImportField
              id={`import-job-${index}-company`}
              label={`Job ${index + 1} employer`}
              value={job.company}
              isUncertain={isUnsure(`experience.${index}.company`)}
              onChange={(v) => setJob(job, index, { company: v }, 'company')}
            />
            <ImportField
              id={`import-job-${index}-start`}
              label={`Job ${index + 1} start`}
              value={job.startDate}
              isUncertain={isUnsure(`experience.${index}.startDate`)}
              onChange={(v) => setJob(job, index, { startDate: v }, 'startDate')}
            />
            <ImportField
              id={`import-job-${index}-end`}
              label={`Job ${index + 1} end`}
              value={job.current ? 'Present' : job.endDate}
              onChange={(v) =>
                setJob(
                  job,
                  index,
                  { endDate: /^present$/i.test(v.trim()) ? '' : v, current: /^present$/i.test(v.trim()) },
                  'endDate',
                )
              }
            />
            <ImportJobBullets
              job={job}
              index={index}
              isUncertain={isUnsure(`experience.${index}.description`)}
              onChange={(patch) => setJob(job, index, patch, 'description')}
            />
          </div>
        ))}
      </fieldset>
      {resume.education.length > 0 ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Education ({resume.education.length})</legend>
          {resume.education.map((school, index) => (
            <div key={school.id} className="grid gap-3 sm:grid-cols-2">
              <ImportField
                id={`import-school-${index}-institution`}
                label={`School ${index + 1}`}
                value={school.institution}
                isUncertain={isUnsure(`education.${index}.institution`)}
                onChange={(v) => setSchool(school, index, { institution: v }, 'institution')}
              />
              <ImportField
                id={`import-school-${index}-degree`}
                label={`School ${index + 1} degree`}
                value={school.degree}
                isUncertain={isUnsure(`education.${index}.degree`)}
                onChange={(v) => setSchool(school, index, { degree: v }, 'degree')}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div>
        <h3 className="font-semibold">Everything else</h3>
        <ul className="list-disc pl-5 text-sm">
          <li>Skills: {resume.skills.map((skill) => skill.name).join(', ') || 'none'}</li>
          {resume.additionalSections.map((section, index) => (
            <li key={section.id}>
              {section.title}
              {isUnsure(`additionalSections.${index}.title`) ? ' (check this heading)' : ''}:{' '}
              {section.items.map((item) => item.title).join(', ')}
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      <div>
        <Button onClick={onUse} disabled={isUsing}>
          {isUsing ? 'Creating...' : 'Use this resume'}
        </Button>
      </div>
    </section>
  );
}
