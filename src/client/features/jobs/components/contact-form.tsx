import { type FormEvent, useId, useState } from 'react';
import { fieldErrors } from '../../../../domain/field-errors';
import { type JobContact, jobContactSchema } from '../../../../domain/job-contacts-api';
import { Button } from '../../../components/ui/button';
import { FieldError, FormError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { contactMessageKey } from './contact-messages';

type ContactFields = Omit<JobContact, 'id'>;
const EMPTY: ContactFields = { name: '', role: '', email: '', linkedin: '', notes: '' };

// Each field's label is its `contact.<name>` text.
const FIELDS: { name: keyof ContactFields; type?: string; multiline?: boolean }[] = [
  { name: 'name' },
  { name: 'role' },
  { name: 'email', type: 'email' },
  { name: 'linkedin', type: 'url' },
  { name: 'notes', multiline: true },
];

/**
 * One contact's fields, for adding and editing. Checked here with the server's own schema first, then the
 * server's field errors ('contacts.3.email') are shown under the field they name.
 */
export function ContactForm({
  initial,
  index,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ContactFields;
  /** The contact's place in the list sent, to read the server's errors for it. */
  index: number;
  submitLabel: string;
  onSubmit(fields: ContactFields): Promise<unknown>;
  onCancel(): void;
}) {
  const { t, language } = useT(JOBS_TEXTS);
  const fieldMessage = useFieldMessage();
  const id = useId();
  const [fields, setFields] = useState<ContactFields>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const checked = jobContactSchema.safeParse(fields);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSubmit(fields);
    } catch (error) {
      const prefix = `contacts.${index}.`;
      const server = error instanceof ApiError ? error.fieldErrors : undefined;
      const mine = Object.entries(server ?? {}).filter(([key]) => key.startsWith(prefix));
      if (mine.length > 0)
        setErrors(Object.fromEntries(mine.map(([key, value]) => [key.slice(prefix.length), value])));
      else
        setFormError(
          (error instanceof ApiError && (server ? Object.values(server)[0] : error.serverMessage)) ||
            t('contact.failed'),
        );
    } finally {
      setPending(false);
    }
  };

  // The form's own check answers the shared schema's English; the server's errors come in the interface language.
  const errorText = (message: string | undefined) => {
    const known = message === undefined ? undefined : contactMessageKey(message);
    // English keeps the schema's own words, which name the field ('Notes must be at most 2,000 characters').
    if (!known || language === 'en') return fieldMessage(message);
    return t(known.key, known.values);
  };

  return (
    <form className="grid gap-3 rounded-md border p-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {FIELDS.map(({ name, type, multiline }) => {
        const fieldId = `${id}-${name}`;
        const errorId = `${fieldId}-error`;
        const common = {
          id: fieldId,
          value: fields[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errorId,
          onChange: (event: { target: { value: string } }) =>
            setFields((current) => ({ ...current, [name]: event.target.value })),
        };
        return (
          <div key={name} className={multiline ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={fieldId}>{t(`contact.${name}`)}</Label>
            {multiline ? (
              <Textarea {...common} rows={3} className="mt-1.5" />
            ) : (
              <Input {...common} type={type ?? 'text'} className="mt-1.5" autoFocus={name === 'name'} />
            )}
            <FieldError id={errorId}>{errorText(errors[name])}</FieldError>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? t('saving') : submitLabel}
        </Button>
        <Button type="button" variant="ghost" disabled={isPending} onClick={onCancel}>
          {t('contact.cancel')}
        </Button>
        <FormError>{formError}</FormError>
      </div>
    </form>
  );
}
