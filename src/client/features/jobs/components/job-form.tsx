import { type FormEvent, useId, useState } from 'react';
import type { CreateJobBody } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';

export type JobFields = Required<
  Pick<CreateJobBody, 'title' | 'company' | 'location' | 'link' | 'description' | 'notes'>
>;

const EMPTY: JobFields = { title: '', company: '', location: '', link: '', description: '', notes: '' };

// Each field's label is its `form.<name>` text.
const FIELDS: { name: keyof JobFields; multiline?: boolean; type?: string }[] = [
  { name: 'title' },
  { name: 'company' },
  { name: 'location' },
  { name: 'link', type: 'url' },
  { name: 'description', multiline: true },
  { name: 'notes', multiline: true },
];

/** The job's fields, for adding a job and for editing one; the server's field errors show under each field. */
export function JobForm({
  initial,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  initial?: Partial<JobFields>;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(fields: JobFields): Promise<unknown>;
}) {
  const { t } = useT(JOBS_TEXTS);
  const id = useId();
  // Only the form's own fields: a job passed whole as `initial` must not send back its contacts or next step
  // as they were when the form opened (they are saved on their own cards).
  const [fields, setFields] = useState<JobFields>(() => ({
    title: initial?.title ?? EMPTY.title,
    company: initial?.company ?? EMPTY.company,
    location: initial?.location ?? EMPTY.location,
    link: initial?.link ?? EMPTY.link,
    description: initial?.description ?? EMPTY.description,
    notes: initial?.notes ?? EMPTY.notes,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setFormError('');
    try {
      await onSubmit(fields);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      else
        setFormError(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('form.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {FIELDS.map(({ name, multiline, type }) => {
        const fieldId = `${id}-${name}`;
        const errorId = `${fieldId}-error`;
        const common = {
          id: fieldId,
          name,
          value: fields[name] ?? '',
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errorId,
          onChange: (event: { target: { value: string } }) =>
            setFields((current) => ({ ...current, [name]: event.target.value })),
        };
        return (
          <div key={name} className={multiline ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={fieldId}>{t(`form.${name}`)}</Label>
            {multiline ? (
              <Textarea {...common} rows={name === 'description' ? 10 : 3} className="mt-1.5" />
            ) : (
              <Input {...common} type={type ?? 'text'} className="mt-1.5" />
            )}
            <FieldError id={errorId}>{errors[name]}</FieldError>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
        <p role="alert" className="text-danger text-sm">
          {formError}
        </p>
      </div>
    </form>
  );
}
