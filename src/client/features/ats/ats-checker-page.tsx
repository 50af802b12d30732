import { ArrowRightIcon, FileUpIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { AtsCheckResponse } from '../../../domain/ats-api';
import { ATS_CHECK_ACCEPT } from '../../../domain/ats-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/http';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { useT } from '../../lib/i18n/use-t';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { MatchReport } from '../../shared/job-match/match-report';
import { ResumeChecksList } from '../../shared/job-match/resume-checks-list';
import { checkAtsFile } from './ats-api';
import { fieldLabel } from './field-label';

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
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useT(SEO_TEXTS);
  const title = t('checker.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const jobDescription = String(form.get('jobDescription') ?? '');
    if (!(file instanceof File) || file.size === 0) {
      setError('Choose a file to import');
      return;
    }
    setIsBusy(true);
    setError('');
    try {
      setResult(await checkAtsFile(file, jobDescription));
    } catch (caught) {
      setResult(null);
      setError(
        caught instanceof ApiError
          ? (caught.serverMessage ?? caught.message)
          : 'The check could not run: check your connection.',
      );
    } finally {
      setIsBusy(false);
    }
  }

  async function continueInBuilder(resume: Resume) {
    try {
      await onContinue(resume);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The resume could not be opened in the builder.');
    }
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Free ATS resume checker</h1>
        <p className="text-muted-foreground">
          Upload a PDF or Word resume made anywhere and see the text a resume parser gets out of it: your name
          and contacts, each job and its dates, each bullet, your education and skills. We read the file with
          the same reader our own import uses. Applicant tracking systems each use their own parser, so this
          shows what a typical parser reads, not what one employer will see. The file is read in memory and
          never stored; no account needed.
        </p>
      </header>
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border p-6">
        <label className="flex flex-col gap-2 text-sm font-medium">
          Your resume (PDF or Word, up to 10 MB)
          <input type="file" name="file" accept={ATS_CHECK_ACCEPT} />
        </label>
        <div className="flex flex-col gap-2">
          <label htmlFor="ats-check-job-ad" className="text-sm font-medium">
            Job ad (optional): paste it for a match report
          </label>
          <Textarea id="ats-check-job-ad" name="jobDescription" rows={5} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isBusy || !isHydrated}>
            <FileUpIcon aria-hidden="true" />
            Check my resume
          </Button>
        </div>
        {isBusy && <Spinner label="Reading your file" />}
      </form>
      {result && (
        <section aria-labelledby="read-heading" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="read-heading" className="text-xl font-semibold">
              What was read
            </h2>
            {result.readBack.fields.length === 0 ? (
              <p className="text-sm">Nothing we recognise as a resume field was read from this file.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <tbody>
                  {result.readBack.fields.map((field) => (
                    <tr
                      key={field.path}
                      className={result.readBack.uncertain.includes(field.path) ? 'bg-amber-50' : undefined}
                    >
                      <th scope="row" className="pr-3 align-top font-medium">
                        {fieldLabel(field.path)}
                      </th>
                      <td className="align-top">{field.read}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">ATS and writing check</h2>
            <ResumeChecksList checks={result.checks} resume={result.resume} />
          </div>
          {result.match && (
            <div className="flex flex-col gap-2">
              <h2 className="text-xl font-semibold">Match with the job ad</h2>
              <MatchReport report={result.match} resume={result.resume} />
            </div>
          )}
          <div>
            <Button onClick={() => continueInBuilder(result.resume)}>
              Continue in the builder
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}
