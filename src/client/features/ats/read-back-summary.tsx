import { useState } from 'react';
import type { ReadBackFormat } from '../../../domain/read-back';
import { Spinner } from '../../components/ui/spinner';
import { FORMAT_NAMES } from './field-label';
import { ReadBackDifferences } from './read-back-differences';
import { useReadBack } from './use-read-back';

/** Each opening of the download dialog reads the draft as it is now saved, not as an earlier opening read it. */
let openings = 0;

/**
 * The download dialog's read-back (issue 32): one line for the chosen file type and, when the reader got
 * fields wrong, the differences with cause and fix behind a disclosure. It only informs: the download does
 * not wait for it, and a failure says so without touching the download.
 */
export function ReadBackSummary({ draftId, format }: { draftId: string; format: ReadBackFormat }) {
  const [opening] = useState(() => String(++openings));
  const query = useReadBack(draftId, format, `download-${opening}`);
  const name = FORMAT_NAMES[format];
  const file = format === 'pdf' ? 'this PDF' : 'this Word file';
  // A switch of file type keeps the other type's answer as placeholder; it is not this file's answer.
  const result = query.isPlaceholderData ? undefined : query.data;

  if (result) {
    const count = result.fields.length;
    const asWritten = count - result.differences.length;
    const differences = result.differences.length;
    return (
      <div className="grid gap-2" data-testid="read-back-summary">
        <p className="text-sm" aria-live="polite">
          {differences === 0
            ? `An ATS-style reader gets all ${count} of your fields from ${file} as you wrote them (${result.score}%).`
            : `An ATS-style reader gets ${asWritten} of your ${count} fields from ${file} as you wrote them (${result.score}%).`}
        </p>
        {differences > 0 && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              {differences === 1 ? '1 difference' : `${differences} differences`}, with cause and fix
            </summary>
            <div className="mt-2">
              <ReadBackDifferences differences={result.differences} />
            </div>
          </details>
        )}
      </div>
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <p className="text-sm text-danger" data-testid="read-back-summary">
        We could not read your {name} file back just now. Your download is not affected.
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="read-back-summary">
      <Spinner size="sm" label={`Reading your ${name} file back`} />
      Reading your {name} file back as an applicant tracking system would…
    </p>
  );
}
