import { useEffect, useState } from 'react';
import type { ReadBackResponse } from '../../../domain/ats-api';
import { READ_BACK_FORMATS, type ReadBackFormat } from '../../../domain/read-back';
import { Spinner } from '../../components/ui/spinner';
import { onTablistKeyDown } from '../../lib/tablist-keys';
import { useResumeStore } from '../../shared/resume/resume-store';
import { FORMAT_NAMES, fieldLabel } from './field-label';
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
  // Read on each render: the app links the draft after it loads, and the store re-renders this on each change.
  const draftId = draftIdOf();
  const version = useSettled(JSON.stringify(state.resume), SETTLE_MS);
  const [format, setFormat] = useState<ReadBackFormat>('pdf');
  const queries = {
    pdf: useReadBack(draftId, 'pdf', version),
    docx: useReadBack(draftId, 'docx', version),
  };
  if (!draftId) {
    return (
      <p className="text-sm text-muted-foreground">
        Sign in to save your resume, then see here what an applicant tracking system reads from its PDF and
        Word file.
      </p>
    );
  }
  const current = queries[format];
  return (
    <div className="flex flex-col gap-4" data-testid="read-back">
      <div
        role="tablist"
        aria-label="File type"
        className="flex gap-2"
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
            {FORMAT_NAMES[each]}: {queries[each].data ? `${queries[each].data.score}%` : '…'}
          </button>
        ))}
      </div>
      {current.data ? (
        <ReadBackResult result={current.data} format={format} />
      ) : current.isError ? (
        <p className="text-sm text-danger">The read-back could not run: check your connection and reload.</p>
      ) : (
        <Spinner label="Reading your file back" />
      )}
    </div>
  );
}

function ReadBackResult({ result, format }: { result: ReadBackResponse; format: ReadBackFormat }) {
  const differing = new Set(result.differences.map((difference) => difference.path));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" aria-live="polite">
        {result.differences.length === 0
          ? `Every field we checked was read back from your ${FORMAT_NAMES[format]} file as you wrote it (${result.fields.length} fields).`
          : `${result.differences.length} of ${result.fields.length} fields were read back differently from your ${FORMAT_NAMES[format]} file.`}
      </p>
      {result.differences.length > 0 && <ReadBackDifferences differences={result.differences} />}
      <details>
        <summary className="cursor-pointer text-sm font-medium">Every field, as written and as read</summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your resume</th>
              <th scope="col">Read from the file</th>
            </tr>
          </thead>
          <tbody>
            {result.fields.map((field) => (
              <tr key={field.path} className={differing.has(field.path) ? 'bg-amber-50' : undefined}>
                <td className="pr-2 align-top">{fieldLabel(field.path)}</td>
                <td className="pr-2 align-top">{field.expected}</td>
                <td className="align-top">{field.read || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
