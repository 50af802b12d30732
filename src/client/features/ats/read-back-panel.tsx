import { useEffect, useState } from 'react';
import type { ReadBackResponse } from '../../../domain/ats-api';
import { READ_BACK_FORMATS, type ReadBackFormat } from '../../../domain/read-back';
import { Spinner } from '../../components/ui/spinner';
import { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';
import { useT } from '../../lib/i18n/use-t';
import { onTablistKeyDown } from '../../lib/tablist-keys';
import { useResumeStore } from '../../shared/resume/resume-store';
import { FORMAT_NAMES, formatScore } from './field-label';
import { FieldName } from './field-name';
import { ReadBackDifferences } from './read-back-differences';
import { useReadBack } from './use-read-back';

/** The read-back reads the saved draft: wait past the 2 s autosave before asking again. */
const SETTLE_MS = 3_000;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * What an ATS reads (issue 32): the resume's file as the user will download it, read back with our import
 * reader, beside the resume's own fields; each difference says what causes it and how to fix it.
 */
export function ReadBackPanel({ draftIdOf }: { draftIdOf: () => string | undefined }) {
  const { state } = useResumeStore();
  const { t, language } = useT(ATS_TEXTS);
  // Read on each render: the app links the draft after it loads, and the store re-renders this on each change.
  const draftId = draftIdOf();
  const version = useSettled(JSON.stringify(state.resume), SETTLE_MS);
  const [format, setFormat] = useState<ReadBackFormat>('pdf');
  const queries = {
    pdf: useReadBack(draftId, 'pdf', version),
    docx: useReadBack(draftId, 'docx', version),
  };
  if (!draftId) {
    return <p className="text-sm text-muted-foreground">{t('panel.signIn')}</p>;
  }
  const current = queries[format];
  return (
    <div className="flex flex-col gap-4" data-testid="read-back">
      <div
        role="tablist"
        aria-label={t('panel.fileType')}
        className="flex flex-wrap gap-2"
        onKeyDown={(event) => onTablistKeyDown(event, READ_BACK_FORMATS, format, setFormat)}
      >
        {READ_BACK_FORMATS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={format === each}
            tabIndex={format === each ? 0 : -1}
            onClick={() => setFormat(each)}
            className={`rounded-md border px-3 py-1.5 text-sm ${format === each ? 'border-primary bg-primary/10 font-medium' : ''}`}
          >
            <span translate="no">{FORMAT_NAMES[each]}</span>:{' '}
            {queries[each].data ? formatScore(queries[each].data.score, language) : '…'}
          </button>
        ))}
      </div>
      {current.data ? (
        <ReadBackResult result={current.data} format={format} />
      ) : current.isError ? (
        <p className="text-sm text-danger">{t('panel.failed')}</p>
      ) : (
        <Spinner label={t('panel.reading')} />
      )}
    </div>
  );
}

function ReadBackResult({ result, format }: { result: ReadBackResponse; format: ReadBackFormat }) {
  const { t } = useT(ATS_TEXTS);
  const differing = new Set(result.differences.map((difference) => difference.path));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" aria-live="polite">
        {result.differences.length === 0
          ? t(`panel.allSame.${format}`, { count: result.fields.length })
          : t(`panel.differ.${format}`, { count: result.differences.length, total: result.fields.length })}
      </p>
      {result.differences.length > 0 && <ReadBackDifferences differences={result.differences} />}
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('panel.every')}</summary>
        <table className="mt-2 w-full text-start text-sm">
          <thead>
            <tr>
              <th scope="col">{t('panel.field')}</th>
              <th scope="col">{t('panel.yours')}</th>
              <th scope="col">{t('panel.fromFile')}</th>
            </tr>
          </thead>
          <tbody>
            {result.fields.map((field) => (
              <tr key={field.path} className={differing.has(field.path) ? 'bg-amber-50' : undefined}>
                <td className="pe-2 align-top [overflow-wrap:anywhere]">
                  <FieldName path={field.path} />
                </td>
                {/* The resume's own words, as written and as read. */}
                <td className="pe-2 align-top [overflow-wrap:anywhere]" translate="no">
                  {field.expected}
                </td>
                <td className="align-top [overflow-wrap:anywhere]" translate="no">
                  {field.read || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
