import { FileTextIcon, FileTypeIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { downloadFailedMessage, type ExportFormat, type ExportSource } from '../../../domain/export-api';
import { Badge } from '../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ApiError } from '../../lib/http';
import { downloadDraft } from './download-draft';

/**
 * The format chooser of the builder, the preview page and the dashboard (spec sections 2 and 4): PDF,
 * 'Recommended', or Word. While a file is fetched the chosen option reads 'Downloading...' and both are
 * disabled; a failure shows section 8's 'Failed to download {PDF or DOCX} file. Please try again.'
 * Below the options, when the app gives one, what an applicant tracking system reads of the chosen file type
 * (issue 32); it never holds up the buttons.
 */

export interface DownloadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The draft to export; the flows resolve it (save first) before opening the dialog. */
  draftId: string | null;
  source: ExportSource;
  /** What an ATS reads of this draft's file of `format`; the dialog owns which file type is chosen. */
  readBack?: (draftId: string, format: ExportFormat) => ReactNode;
}

const OPTIONS: {
  format: ExportFormat;
  label: Record<'dashboard' | 'other', string>;
  hint: string;
  isRecommended: boolean;
}[] = [
  {
    format: 'pdf',
    label: { dashboard: 'PDF', other: 'PDF Document' },
    hint: 'Best for printing and ATS systems',
    isRecommended: true,
  },
  {
    format: 'docx',
    label: { dashboard: 'Word DOCX', other: 'Word Document' },
    hint: 'Editable format',
    isRecommended: false,
  },
];

export function DownloadDialog({ open, onOpenChange, draftId, source, readBack }: DownloadDialogProps) {
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readBackFormat, setReadBackFormat] = useState<ExportFormat>('pdf');
  const readBackTitleId = useId();

  async function download(format: ExportFormat) {
    if (!draftId || downloading) return;
    // After a failed download the dialog stays open on what an ATS reads of the file that was asked for.
    setReadBackFormat(format);
    setDownloading(format);
    setError(null);
    try {
      await downloadDraft(draftId, format, source);
      onOpenChange(false);
    } catch (cause) {
      // The dashboard's log line of section 8; every screen also shows the error text.
      console.error(`Download failed: ${cause instanceof ApiError ? cause.status : 'network error'}`);
      setError(downloadFailedMessage(format));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (downloading) return;
        setError(null);
        // Each opening starts on the recommended PDF, as the options list it first.
        if (!next) setReadBackFormat('pdf');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Download your resume</DialogTitle>
          <DialogDescription>Choose a format.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {OPTIONS.map((option) => {
            const Icon = option.format === 'pdf' ? FileTextIcon : FileTypeIcon;
            const label = option.label[source === 'dashboard' ? 'dashboard' : 'other'];
            return (
              <button
                key={option.format}
                type="button"
                data-testid={`download-${option.format}`}
                disabled={!draftId || downloading !== null}
                onClick={() => void download(option.format)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-border p-4 text-left hover:border-brand-600 hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2 font-medium">
                    {downloading === option.format ? 'Downloading...' : label}
                    {option.isRecommended ? <Badge variant="success">Recommended</Badge> : null}
                  </span>
                  <span className="text-muted-foreground text-sm">{option.hint}</span>
                </span>
              </button>
            );
          })}
        </div>
        {error ? (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
        {readBack && draftId ? (
          <section
            aria-labelledby={readBackTitleId}
            className="grid gap-2 border-border border-t pt-3"
            data-testid="download-read-back"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={readBackTitleId} className="font-medium text-sm">
                What an ATS reads
              </h3>
              <div role="tablist" aria-label="File type to read back" className="flex gap-1">
                {OPTIONS.map((option) => (
                  <button
                    key={option.format}
                    type="button"
                    role="tab"
                    aria-selected={readBackFormat === option.format}
                    onClick={() => setReadBackFormat(option.format)}
                    className={`cursor-pointer rounded-md border px-2.5 py-1 text-sm ${readBackFormat === option.format ? 'border-brand-600 bg-muted font-medium' : 'border-border'}`}
                  >
                    {option.format === 'pdf' ? 'PDF' : 'Word'}
                  </button>
                ))}
              </div>
            </div>
            <div role="tabpanel" aria-labelledby={readBackTitleId}>
              {readBack(draftId, readBackFormat)}
            </div>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The dashboard's slot (`RenderExportDialog`): its draft rows pass the draft and the open state. */
export function DashboardDownloadDialog(props: {
  draft: { id: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  readBack?: DownloadDialogProps['readBack'];
}) {
  return (
    <DownloadDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      draftId={props.draft.id}
      source="dashboard"
      readBack={props.readBack}
    />
  );
}
