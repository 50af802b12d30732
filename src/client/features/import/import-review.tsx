import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { serverTextLang } from '../../lib/http';
import { IMPORT_TEXTS } from '../../lib/i18n/namespaces/import';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
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
  const { t, language } = useT(IMPORT_TEXTS);
  const present = t('review.present');
  // 'Present' in English, or the interface language's word, ends a job that is current.
  const isPresent = (value: string) =>
    [present, 'present'].some((word) => word.toLowerCase() === value.trim().toLowerCase());
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
        {t('review.heading')}
      </h2>
      {uncertain.length > 0 ? (
        <p className="text-sm">
          {withTags(t('review.uncertain'), { strong: (chunk) => <strong>{chunk}</strong> })}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg border border-warning bg-muted p-4">
          <h3 className="font-semibold">{t('review.warnings')}</h3>
          {/* The reader's warnings are the server's, written in the language the request named (ADR 0085). */}
          <ul lang={serverTextLang(language)} className="list-disc ps-5 text-sm">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('review.contacts')}</legend>
        <ImportField
          id="import-first-name"
          label={t('review.firstName')}
          value={person.firstName}
          isUncertain={isUnsure('personalDetails.firstName')}
          onChange={(v) => setPerson({ firstName: v }, 'personalDetails.firstName')}
        />
        <ImportField
          id="import-last-name"
          label={t('review.lastName')}
          value={person.lastName}
          isUncertain={isUnsure('personalDetails.lastName')}
          onChange={(v) => setPerson({ lastName: v }, 'personalDetails.lastName')}
        />
        <ImportField
          id="import-job-title"
          label={t('review.jobTitle')}
          value={person.jobTitle}
          isUncertain={isUnsure('personalDetails.jobTitle')}
          onChange={(v) => setPerson({ jobTitle: v }, 'personalDetails.jobTitle')}
        />
        <ImportField
          id="import-email"
          label={t('review.email')}
          value={contact.email}
          onChange={(v) => setContact({ email: v }, 'contactInfo.email')}
        />
        <ImportField
          id="import-phone"
          label={t('review.phone')}
          value={contact.phone}
          onChange={(v) => setContact({ phone: v }, 'contactInfo.phone')}
        />
        <ImportField
          id="import-city"
          label={t('review.city')}
          value={contact.city}
          isUncertain={isUnsure('contactInfo.city')}
          onChange={(v) => setContact({ city: v }, 'contactInfo.city')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">
          {t('review.employment', { number: resume.experience.length })}
        </legend>
        {resume.experience.map((job, index) => (
          <div key={job.id} className="grid gap-3 sm:grid-cols-2">
            <ImportField
              id={`import-job-${index}-title`}
              label={t('review.job.title', { n: index + 1 })}
              value={job.jobTitle}
              isUncertain={isUnsure(`experience.${index}.jobTitle`)}
              onChange={(v) => setJob(job, index, { jobTitle: v }, 'jobTitle')}
            />
            <ImportField
              id={`import-job-${index}-company`}
              label={t('review.job.employer', { n: index + 1 })}
              value={job.company}
              isUncertain={isUnsure(`experience.${index}.company`)}
              onChange={(v) => setJob(job, index, { company: v }, 'company')}
            />
            <ImportField
              id={`import-job-${index}-start`}
              label={t('review.job.start', { n: index + 1 })}
              value={job.startDate}
              isUncertain={isUnsure(`experience.${index}.startDate`)}
              onChange={(v) => setJob(job, index, { startDate: v }, 'startDate')}
            />
            <ImportField
              id={`import-job-${index}-end`}
              label={t('review.job.end', { n: index + 1 })}
              value={job.current ? present : job.endDate}
              onChange={(v) =>
                setJob(job, index, { endDate: isPresent(v) ? '' : v, current: isPresent(v) }, 'endDate')
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
          <legend className="mb-2 font-semibold">
            {t('review.education', { number: resume.education.length })}
          </legend>
          {resume.education.map((school, index) => (
            <div key={school.id} className="grid gap-3 sm:grid-cols-2">
              <ImportField
                id={`import-school-${index}-institution`}
                label={t('review.school', { n: index + 1 })}
                value={school.institution}
                isUncertain={isUnsure(`education.${index}.institution`)}
                onChange={(v) => setSchool(school, index, { institution: v }, 'institution')}
              />
              <ImportField
                id={`import-school-${index}-degree`}
                label={t('review.school.degree', { n: index + 1 })}
                value={school.degree}
                isUncertain={isUnsure(`education.${index}.degree`)}
                onChange={(v) => setSchool(school, index, { degree: v }, 'degree')}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div>
        <h3 className="font-semibold">{t('review.else')}</h3>
        <ul className="list-disc ps-5 text-sm">
          <li>
            {withTags(t('review.skills'), {
              skills: () =>
                resume.skills.length > 0 ? (
                  <span translate="no">{resume.skills.map((skill) => skill.name).join(', ')}</span>
                ) : (
                  t('review.noSkills')
                ),
            })}
          </li>
          {resume.additionalSections.map((section, index) => (
            <li key={section.id}>
              {/* The section's heading and items are the resume's own words. */}
              {withTags(
                t(
                  isUnsure(`additionalSections.${index}.title`)
                    ? 'review.sectionUncertain'
                    : 'review.section',
                ),
                {
                  title: () => <span translate="no">{section.title}</span>,
                  items: () => (
                    <span translate="no">{section.items.map((item) => item.title).join(', ')}</span>
                  ),
                },
              )}
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
          {isUsing ? t('review.creating') : t('review.use')}
        </Button>
      </div>
    </section>
  );
}
