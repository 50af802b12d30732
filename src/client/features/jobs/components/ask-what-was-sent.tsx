import { Link } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { JOB_SENT_TEXTS } from '../../../lib/i18n/namespaces/job-sent';
import { translateNow } from '../../../lib/i18n/translate-now';

/** The job page's address that opens "What you sent" with its form. */
export const askSentPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}?sent=ask#sent`;

/**
 * After a card is dropped in Applied on the board: a toast that offers to record the resume and letter sent
 * (issue 35 item 4), since the board itself has no room for the form.
 */
export function askWhatWasSent(job: { id: string; title: string }): void {
  const t = (key: 'movedToApplied' | 'record', values?: Record<string, string>) =>
    translateNow(JOB_SENT_TEXTS, key, values);
  toast({
    title: t('movedToApplied', { title: job.title }),
    description: (
      <Link href={askSentPath(job.id)} className="underline underline-offset-4">
        {t('record')}
      </Link>
    ),
    duration: 10_000,
  });
}
