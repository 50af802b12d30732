import { useState } from 'react';
import type { ReadBackFormat } from '../../../domain/read-back';
import { Spinner } from '../../components/ui/spinner';
import { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';
import { useT } from '../../lib/i18n/use-t';
import { formatScore } from './field-label';
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
  const { t, language } = useT(ATS_TEXTS);
  const [opening] = useState(() => String(++openings));
  const query = useReadBack(draftId, format, `download-${opening}`);
  // A switch of file type keeps the other type's answer as placeholder; it is not this file's answer.
  const result = query.isPlaceholderData ? undefined : query.data;

  if (result) {
    const count = result.fields.length;
    const asWritten = count - result.differences.length;
    const differences = result.differences.length;
    const score = formatScore(result.score, language);
    return (
      <div className="grid gap-2" data-testid="read-back-summary">
        <p className="text-sm" aria-live="polite">
          {differences === 0
            ? t(`summary.all.${format}`, { count, score })
            : t(`summary.some.${format}`, { read: asWritten, count, score })}
        </p>
        {differences > 0 && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              {t('summary.differences', { count: differences })}
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
        {t(`summary.failed.${format}`)}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="read-back-summary">
      <Spinner size="sm" label={t(`summary.reading.${format}`)} />
      {t(`summary.readingLong.${format}`)}
    </p>
  );
}
