import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface ImportReviewProps {
  resume: Resume;
  warnings: string[];
  onChange(resume: Resume): void;
  onUse(): void;
  isUsing: boolean;
  error: string | null;
}

function Field({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Each section as read, the warnings, and the name, contacts and titles editable before anything is created. */
export function ImportReview({ resume, warnings, onChange, onUse, isUsing, error }: ImportReviewProps) {
  const person = resume.personalDetails;
  const contact = resume.contactInfo;
  const setPerson = (patch: Partial<Resume['personalDetails']>) =>
    onChange({ ...resume, personalDetails: { ...person, ...patch } });
  const setContact = (patch: Partial<Resume['contactInfo']>) =>
    onChange({ ...resume, contactInfo: { ...contact, ...patch } });
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-6">
      <h2 id="review-heading" className="text-xl font-semibold">
        Review what we read
      </h2>
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
        <Field
          id="import-first-name"
          label="First name"
          value={person.firstName}
          onChange={(v) => setPerson({ firstName: v })}
        />
        <Field
          id="import-last-name"
          label="Last name"
          value={person.lastName}
          onChange={(v) => setPerson({ lastName: v })}
        />
        <Field
          id="import-job-title"
          label="Job title"
          value={person.jobTitle}
          onChange={(v) => setPerson({ jobTitle: v })}
        />
        <Field
          id="import-email"
          label="Email"
          value={contact.email}
          onChange={(v) => setContact({ email: v })}
        />
        <Field
          id="import-phone"
          label="Phone"
          value={contact.phone}
          onChange={(v) => setContact({ phone: v })}
        />
        <Field id="import-city" label="City" value={contact.city} onChange={(v) => setContact({ city: v })} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Employment ({resume.experience.length})</legend>
        {resume.experience.map((job, index) => (
          <div key={job.id} className="grid gap-3 sm:grid-cols-2">
            <Field
              id={`import-job-${index}-title`}
              label={`Job ${index + 1} title`}
              value={job.jobTitle}
              onChange={(v) =>
                onChange({
                  ...resume,
                  experience: resume.experience.map((j) => (j.id === job.id ? { ...j, jobTitle: v } : j)),
                })
              }
            />
            <p className="self-end text-sm text-muted-foreground">
              {job.company}{' '}
              {job.startDate ? `· ${job.startDate} – ${job.current ? 'Present' : job.endDate}` : ''}
            </p>
          </div>
        ))}
      </fieldset>
      <div>
        <h3 className="font-semibold">Everything else</h3>
        <ul className="list-disc pl-5 text-sm">
          <li>Education: {resume.education.map((school) => school.institution).join(', ') || 'none'}</li>
          <li>Skills: {resume.skills.map((skill) => skill.name).join(', ') || 'none'}</li>
          {resume.additionalSections.map((section) => (
            <li key={section.id}>
              {section.title}: {section.items.map((item) => item.title).join(', ')}
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
