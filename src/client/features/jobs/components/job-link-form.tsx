import { LinkIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';

const ADDRESS_START = 'https://';

/**
 * "Save from a link": the posting's address, read by the server (title, employer, place, description), saved as
 * a job. A page that cannot be read says why, and the form stays filled so the user can paste the text instead.
 */
export function JobLinkForm({ onSave }: { onSave: (url: string) => Promise<void> }) {
  const { t } = useT(JOBS_TEXTS);
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isReading, setReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setReading(true);
    try {
      await onSave(url);
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.fieldErrors?.url ?? failure.serverMessage) : t('link.offline');
      setError(message ?? t('link.failed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={inputId}>{t('link.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          // The start of every address, in every language.
          placeholder={ADDRESS_START}
          translate="no"
          className={cn(fieldClasses, 'h-10 min-w-0 flex-1 basis-64')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={isReading || url.trim() === ''}>
          {isReading ? <Spinner size="sm" label={t('link.reading')} /> : <LinkIcon aria-hidden="true" />}
          {t('link.save')}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">{t('link.hint')}</p>
      {error && (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
