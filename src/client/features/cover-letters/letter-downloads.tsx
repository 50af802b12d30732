import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ExportFormat } from '../../../domain/export-api';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/http';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { downloadCoverLetter } from '../../shared/cover-letters/download-cover-letter';

const LABEL: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'Word' };

/**
 * The letter's downloads. Without an active plan the buttons lead to the plans, as the resume's do; the
 * server decides at download time (402), and pending changes are saved first so the file is what is shown.
 */
export function LetterDownloads({
  letter,
  isPlanActive,
  beforeDownload,
}: {
  letter: { id: string; title: string };
  isPlanActive: boolean;
  beforeDownload(): Promise<void>;
}) {
  const [, navigate] = useLocation();
  const { t } = useT(LETTER_TEXTS);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  // The server's own answer when it gave one (English for now), else ours, in the interface language.
  const [error, setError] = useState<{
    serverText?: string;
    format: ExportFormat;
    needsPlan: boolean;
  } | null>(null);
  const download = async (format: ExportFormat) => {
    if (!isPlanActive) {
      navigate('/select-plan');
      return;
    }
    setBusy(format);
    setError(null);
    try {
      await beforeDownload();
      await downloadCoverLetter(letter, format);
    } catch (caught) {
      const needsPlan = caught instanceof ApiError && caught.status === 402;
      setError({
        ...(caught instanceof ApiError && caught.serverMessage ? { serverText: caught.serverMessage } : {}),
        format,
        needsPlan,
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            <DownloadIcon aria-hidden />{' '}
            {busy === format
              ? t('downloads.downloading')
              : t('downloads.download', { format: LABEL[format] })}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error.serverText ?? t('downloads.failed', { format: error.format.toUpperCase() })}{' '}
          {error.needsPlan ? (
            <Link href="/select-plan" className="underline">
              {t('downloads.seePlans')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
