import { type FormEvent, useState } from 'react';
import type { ListedDraft } from '../../../../domain/draft-api';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { JOB_SENT_TEXTS } from '../../../lib/i18n/namespaces/job-sent';
import { useT } from '../../../lib/i18n/use-t';
import { useRecordSent } from '../job-sent-api';

interface Props {
  jobId: string;
  drafts: ListedDraft[];
  letters: { id: string; title: string }[];
  initial?: { resumeId: string | null; letterId: string | null };
  onDone(): void;
}

/** Which resume and letter went to the employer: the resume is kept as a version when this is saved. */
export function SentForm({ jobId, drafts, letters, initial, onDone }: Props) {
  const { t } = useT(JOB_SENT_TEXTS);
  const record = useRecordSent(jobId);
  const [resumeId, setResumeId] = useState(initial?.resumeId ?? drafts[0]?.id ?? '');
  const [letterId, setLetterId] = useState(initial?.letterId ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!resumeId) return setError(t('form.resumeRequired'));
    setError(null);
    record.mutate(
      { resumeId, letterId: letterId || null },
      {
        onSuccess: onDone,
        onError: (failure) =>
          setError(
            t('form.failed', {
              reason: failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : '',
            }),
          ),
      },
    );
  };

  if (drafts.length === 0) return <p className="text-muted-foreground text-sm">{t('form.noResumes')}</p>;
  return (
    <form className="flex flex-col gap-3" onSubmit={save} noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="sent-resume">{t('form.resume')}</Label>
        <select
          id="sent-resume"
          className={cn(fieldClasses, 'h-10')}
          value={resumeId}
          onChange={(event) => setResumeId(event.target.value)}
        >
          <option value="" disabled>
            {t('form.chooseResume')}
          </option>
          {drafts.map((draft) => (
            <option key={draft.id} value={draft.id}>
              {draft.title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="sent-letter">{t('form.letter')}</Label>
        <select
          id="sent-letter"
          className={cn(fieldClasses, 'h-10')}
          value={letterId}
          onChange={(event) => setLetterId(event.target.value)}
        >
          <option value="">{t('form.noLetter')}</option>
          {letters.map((letter) => (
            <option key={letter.id} value={letter.id}>
              {letter.title}
            </option>
          ))}
        </select>
      </div>
      <p className="text-muted-foreground text-sm">{t('form.hint')}</p>
      {error && (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? t('form.saving') : t('form.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={record.isPending} onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
