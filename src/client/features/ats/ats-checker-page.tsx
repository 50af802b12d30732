import { ArrowRightIcon, FileUpIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { AtsCheckResponse } from '../../../domain/ats-api';
import { ATS_CHECK_ACCEPT } from '../../../domain/ats-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/http';
import { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { useT } from '../../lib/i18n/use-t';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { MatchReport } from '../../shared/job-match/match-report';
import { ResumeChecksList } from '../../shared/job-match/resume-checks-list';
import { checkAtsFile } from './ats-api';
import { FieldName } from './field-name';

/** An error shown: ours in the interface language, or the server's own words, which it writes in English. */
interface Problem {
  text: string;
  isServers: boolean;
}

/**
 * /ats-checker (issue 32): a free, public check of any resume file. The file is read in memory by the same
 * reader as our import and never stored; the visitor sees what was read, the ATS and writing checks and,
 * with a pasted job ad, the match report, then can continue in the builder with what was read.
 */
export default function AtsCheckerPage({ onContinue }: { onContinue: (resume: Resume) => Promise<void> }) {
  // The page arrives prerendered: a file chosen or an ad typed before the script runs stays in the form, so
  // the form is read when sent (not from state) and cannot be sent before the app has taken it over.
  const isHydrated = useIsHydrated();
  const [result, setResult] = useState<AtsCheckResponse | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t: seo } = useT(SEO_TEXTS);
  const { t } = useT(ATS_TEXTS);
  const title = seo('checker.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const jobDescription = String(form.get('jobDescription') ?? '');
    if (!(file instanceof File) || file.size === 0) {
      setError({ text: t('checker.noFile'), isServers: false });
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      setResult(await checkAtsFile(file, jobDescription));
    } catch (caught) {
      setResult(null);
      setError(
        caught instanceof ApiError
          ? { text: caught.serverMessage ?? caught.message, isServers: true }
          : { text: t('checker.offline'), isServers: false },
      );
    } finally {
      setIsBusy(false);
    }
  }

  async function continueInBuilder(resume: Resume) {
    try {
      await onContinue(resume);
    } catch (caught) {
      setError(
        caught instanceof Error
          ? { text: caught.message, isServers: true }
          : { text: t('checker.openFailed'), isServers: false },
      );
    }
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('checker.heading')}</h1>
        <p className="text-muted-foreground">{t('checker.intro')}</p>
      </header>
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border p-6">
        <label className="flex flex-col gap-2 text-sm font-medium">
          {t('checker.file')}
          <input type="file" name="file" accept={ATS_CHECK_ACCEPT} />
        </label>
        <div className="flex flex-col gap-2">
          <label htmlFor="ats-check-job-ad" className="text-sm font-medium">
            {t('checker.jobAd')}
          </label>
          <Textarea id="ats-check-job-ad" name="jobDescription" rows={5} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger" lang={error.isServers ? 'en' : undefined}>
            {error.text}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isBusy || !isHydrated}>
            <FileUpIcon aria-hidden="true" />
            {t('checker.submit')}
          </Button>
        </div>
        {isBusy && <Spinner label={t('checker.reading')} />}
      </form>
      {result && (
        <section aria-labelledby="read-heading" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="read-heading" className="text-xl font-semibold">
              {t('checker.read')}
            </h2>
            {result.readBack.fields.length === 0 ? (
              <p className="text-sm">{t('checker.nothingRead')}</p>
            ) : (
              <table className="w-full text-start text-sm">
                <tbody>
                  {result.readBack.fields.map((field) => (
                    <tr
                      key={field.path}
                      className={result.readBack.uncertain.includes(field.path) ? 'bg-amber-50' : undefined}
                    >
                      <th scope="row" className="pe-3 align-top font-medium">
                        <FieldName path={field.path} />
                      </th>
                      {/* What the file says: the resume's own words. */}
                      <td className="align-top [overflow-wrap:anywhere]" translate="no">
                        {field.read}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">{t('checker.writing')}</h2>
            <ResumeChecksList checks={result.checks} resume={result.resume} />
          </div>
          {result.match && (
            <div className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold">{t('checker.match')}</h2>
              <MatchReport report={result.match} resume={result.resume} />
            </div>
          )}
          <div>
            <Button onClick={() => continueInBuilder(result.resume)}>
              {t('checker.continue')}
              <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}
