import { CopyIcon, DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CoverLetter } from '../../../../domain/cover-letter-api';
import type { ExportFormat } from '../../../../domain/export-api';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/http';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';
import {
  useDeleteCoverLetter,
  useDuplicateCoverLetter,
} from '../../../shared/cover-letters/cover-letter-queries';
import { downloadCoverLetter } from '../../../shared/cover-letters/download-cover-letter';
import { formatDraftDate } from '../draft-row-rules';
import { DeleteDraftDialog } from './delete-draft-dialog';

const FORMAT_LABEL: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'Word' };

/** One letter of the dashboard: open, download (with an active plan, as resumes), duplicate, delete. */
export function CoverLetterRow({ letter, isPlanActive }: { letter: CoverLetter; isPlanActive: boolean }) {
  const [isConfirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const remove = useDeleteCoverLetter();
  const duplicate = useDuplicateCoverLetter();
  const isDeleting = remove.isPending;
  const { t, language } = useT(DASHBOARD_TEXTS);
  const locale = intlLocale(language);

  const download = async (format: ExportFormat) => {
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadCoverLetter(letter, format);
    } catch (error) {
      setDownloadError(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : t('letter.downloadFailed', { format: FORMAT_LABEL[format] }),
      );
    } finally {
      setDownloading(null);
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4" data-testid="cover-letter-row">
      <div className="min-w-0">
        <h3 className="truncate font-medium">{letter.title}</h3>
        <p className="text-muted-foreground text-sm">
          {t('row.dates', {
            created: formatDraftDate(letter.createdAt, locale),
            updated: formatDraftDate(letter.updatedAt, locale),
          })}
        </p>
        {downloadError ? (
          <p role="alert" className="text-danger text-sm">
            {downloadError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {isPlanActive
          ? (['pdf', 'docx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                size="sm"
                disabled={isDeleting || downloading !== null}
                aria-label={t('letter.downloadAs', { title: letter.title, format: FORMAT_LABEL[format] })}
                onClick={() => void download(format)}
              >
                <DownloadIcon aria-hidden />{' '}
                {downloading === format ? t('letter.downloading') : FORMAT_LABEL[format]}
              </Button>
            ))
          : null}
        <Link
          href={`/cover-letters/${encodeURIComponent(letter.id)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('letter.editOf', { title: letter.title })}
        >
          <PencilIcon aria-hidden /> {t('row.edit')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={isDeleting || duplicate.isPending}
          aria-label={t('letter.duplicateOf', { title: letter.title })}
          onClick={() => duplicate.mutate(letter.id)}
        >
          <CopyIcon aria-hidden /> {duplicate.isPending ? t('row.duplicating') : t('row.duplicate')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isDeleting}
          aria-label={t('letter.deleteOf', { title: letter.title })}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden /> {isDeleting ? t('row.deleting') : t('row.delete')}
        </Button>
      </div>
      <DeleteDraftDialog
        title={letter.title}
        heading={t('delete.letterTitle')}
        open={isConfirming}
        isDeleting={isDeleting}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(letter.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => console.error('Failed to delete cover letter', error),
          })
        }
      />
    </li>
  );
}
