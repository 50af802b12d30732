import { CopyIcon, DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CoverLetter } from '../../../../domain/cover-letter-api';
import type { ExportFormat } from '../../../../domain/export-api';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/http';
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

  const download = async (format: ExportFormat) => {
    setDownloading(format);
    setDownloadError(null);
    try {
      await downloadCoverLetter(letter, format);
    } catch (error) {
      setDownloadError(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : `Failed to download ${FORMAT_LABEL[format]} file. Please try again.`,
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
          Created {formatDraftDate(letter.createdAt)} · Updated {formatDraftDate(letter.updatedAt)}
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
                aria-label={`Download ${letter.title} as ${FORMAT_LABEL[format]}`}
                onClick={() => void download(format)}
              >
                <DownloadIcon aria-hidden />{' '}
                {downloading === format ? 'Downloading...' : FORMAT_LABEL[format]}
              </Button>
            ))
          : null}
        <Link
          href={`/cover-letters/${encodeURIComponent(letter.id)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Edit ${letter.title}`}
        >
          <PencilIcon aria-hidden /> Edit
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={isDeleting || duplicate.isPending}
          aria-label={`Duplicate ${letter.title}`}
          onClick={() => duplicate.mutate(letter.id)}
        >
          <CopyIcon aria-hidden /> {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={isDeleting}
          aria-label={`Delete ${letter.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden /> {isDeleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
      <DeleteDraftDialog
        title={letter.title}
        heading="Delete cover letter?"
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
