import { useState } from 'react';
import { Link } from 'wouter';
import type { ListedDraft } from '../../../../domain/draft-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { JOB_SENT_TEXTS } from '../../../lib/i18n/namespaces/job-sent';
import { useT } from '../../../lib/i18n/use-t';
import { useClearSent, useJobSent } from '../job-sent-api';
import { SentForm } from './sent-form';
import { SentLetter } from './sent-letter';

interface Props {
  job: Job;
  drafts: ListedDraft[];
  letters: { id: string; title: string }[];
  /** Open the form at once: the user has just marked the job applied. */
  isAsking: boolean;
  onAsked(): void;
}

const formatWhen = (iso: string, locale: string | undefined) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "What you sent" on the job page (issue 35 item 4): the resume version and the letter recorded for the job,
 * each opening exactly what the employer has, and the form to record or change them.
 */
export function SentPanel({ job, drafts, letters, isAsking, onAsked }: Props) {
  const { t, language } = useT(JOB_SENT_TEXTS);
  const sent = useJobSent(job.id);
  const clear = useClearSent(job.id);
  const [isEditing, setEditing] = useState(false);
  const [isLetterShown, setLetterShown] = useState(false);
  const locale = language === 'en' || language === 'xx' ? undefined : language;
  const isFormOpen = isEditing || isAsking;
  const closeForm = () => {
    setEditing(false);
    onAsked();
  };

  return (
    <section aria-labelledby="sent-heading" className="flex flex-col gap-3" id="sent">
      <h2 id="sent-heading" className="font-semibold text-xl">
        {t('title')}
      </h2>
      {sent.isPending ? (
        <Spinner label={t('loading')} />
      ) : sent.isError ? (
        <p role="alert" className="text-danger text-sm">
          {t('loadFailed')}
        </p>
      ) : isFormOpen ? (
        <>
          {isAsking && !sent.data && <p className="text-sm">{t('prompt')}</p>}
          <SentForm
            jobId={job.id}
            drafts={drafts}
            letters={letters}
            initial={
              sent.data
                ? { resumeId: sent.data.resume.draftId, letterId: sent.data.letter?.letterId ?? null }
                : undefined
            }
            onDone={closeForm}
          />
        </>
      ) : sent.data ? (
        <div className="flex flex-col gap-2" data-testid="sent-record">
          {sent.data.resume.draftId && sent.data.resume.versionId ? (
            <Link
              href={`/drafts/${encodeURIComponent(sent.data.resume.draftId)}/history?version=${encodeURIComponent(sent.data.resume.versionId)}`}
              className="self-start text-brand-700 underline underline-offset-4"
            >
              {t('resume.sent', {
                title: sent.data.resume.title,
                date: formatWhen(sent.data.resume.versionAt, locale),
              })}
            </Link>
          ) : (
            <p>
              {t('resume.deleted', {
                title: sent.data.resume.title,
                date: formatWhen(sent.data.resume.versionAt, locale),
              })}
            </p>
          )}
          {sent.data.letter ? (
            <>
              <p>{t('letter.sent', { title: sent.data.letter.title })}</p>
              {sent.data.letter.letterId === null && (
                <p className="text-muted-foreground text-sm">{t('letter.deleted')}</p>
              )}
              <Button
                variant="outline"
                className="self-start"
                aria-expanded={isLetterShown}
                aria-controls="sent-letter-text"
                onClick={() => setLetterShown(!isLetterShown)}
              >
                {isLetterShown ? t('letter.hide') : t('letter.show')}
              </Button>
              <div id="sent-letter-text" hidden={!isLetterShown}>
                {isLetterShown && <SentLetter content={sent.data.letter.content} />}
              </div>
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{t('letter.none')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('change')}
            </Button>
            <Button variant="ghost" disabled={clear.isPending} onClick={() => clear.mutate()}>
              {clear.isPending ? t('clearing') : t('clear')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">{job.status === 'saved' ? t('none') : t('prompt')}</p>
          <Button className="self-start" onClick={() => setEditing(true)}>
            {t('record')}
          </Button>
        </>
      )}
    </section>
  );
}
