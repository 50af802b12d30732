import { UploadIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { JobCsvPreview, JobCsvReport, JobCsvTarget } from '../../../../domain/job-csv-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { JOB_CSV_TEXTS } from '../../../lib/i18n/namespaces/job-csv';
import { useT } from '../../../lib/i18n/use-t';
import { useImportJobsCsv, usePreviewJobsCsv } from '../job-csv-api';
import { ImportCsvMapping, mappingProblem } from './import-csv-mapping';
import { ImportCsvReport } from './import-csv-report';

type Step =
  | { name: 'pick' }
  | { name: 'map'; file: File; preview: JobCsvPreview; mapping: JobCsvTarget[] }
  | { name: 'report'; report: JobCsvReport };

/**
 * "Import CSV": pick a file, review the field of each column (the server's suggestion first), import, then
 * the report of the rows created and skipped. The file is sent twice (preview, then with the mapping): the
 * server keeps nothing in between.
 */
export function ImportCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT(JOB_CSV_TEXTS);
  const preview = usePreviewJobsCsv();
  const commit = useImportJobsCsv();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isBusy = preview.isPending || commit.isPending;
  // The button that moved to the next step is gone: focus goes to the new step's heading, so a keyboard or
  // screen-reader user continues from there instead of from the top of the page.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.name !== 'pick') stepHeading.current?.focus();
  }, [step.name]);

  const reset = () => {
    setStep({ name: 'pick' });
    setFile(null);
    setError(null);
  };
  const changeOpen = (next: boolean) => {
    if (isBusy) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const reasonOf = (failure: unknown, fallback: string) =>
    failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : fallback;

  const read = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('import.noFile'));
    setError(null);
    preview.mutate(file, {
      onSuccess: (answer) =>
        setStep({ name: 'map', file, preview: answer, mapping: answer.columns.map((c) => c.suggested) }),
      onError: (failure) => setError(reasonOf(failure, t('import.readFailed'))),
    });
  };

  const problem = step.name === 'map' ? mappingProblem(step.mapping) : null;
  const importRows = () => {
    if (step.name !== 'map' || problem) return;
    setError(null);
    commit.mutate(
      { file: step.file, mapping: step.mapping },
      {
        onSuccess: (report) => setStep({ name: 'report', report }),
        onError: (failure) =>
          setError(t('import.failed', { reason: reasonOf(failure, t('import.readFailed')) })),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle
            ref={step.name === 'report' ? stepHeading : undefined}
            tabIndex={-1}
            className="outline-none"
          >
            {step.name === 'report' ? t('report.title') : t('import.title')}
          </DialogTitle>
          <DialogDescription>
            {step.name === 'map'
              ? t('mapping.summary', { rows: step.preview.rowCount })
              : step.name === 'pick'
                ? t('import.intro')
                : ''}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'pick' && (
          <form className="flex flex-col gap-3" onSubmit={read} noValidate>
            <Label htmlFor="csv-file">{t('import.file')}</Label>
            <input
              id="csv-file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
              className={cn(fieldClasses, 'h-auto py-2')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {error && (
              <p role="alert" className="text-danger text-sm">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="submit" disabled={preview.isPending}>
                <UploadIcon aria-hidden /> {preview.isPending ? t('import.reading') : t('import.read')}
              </Button>
            </DialogFooter>
          </form>
        )}
        {step.name === 'map' && (
          <div className="flex flex-col gap-3">
            <h3 ref={stepHeading} tabIndex={-1} className="font-semibold outline-none">
              {t('mapping.title')}
            </h3>
            <ImportCsvMapping
              preview={step.preview}
              mapping={step.mapping}
              onChange={(mapping) => setStep({ ...step, mapping })}
            />
            {(problem || error) && (
              <p role="alert" className="text-danger text-sm">
                {error ??
                  (problem?.key === 'twice'
                    ? t('mapping.twice', { field: t(`field.${problem.field}` as 'field.title') })
                    : t('mapping.needed'))}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={commit.isPending} onClick={reset}>
                {t('import.back')}
              </Button>
              <Button disabled={commit.isPending || problem !== null} onClick={importRows}>
                {commit.isPending ? t('import.importing') : t('import.submit')}
              </Button>
            </DialogFooter>
          </div>
        )}
        {step.name === 'report' && (
          <>
            <ImportCsvReport report={step.report} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{t('report.done')}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
