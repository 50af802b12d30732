import { FileTextIcon, FileTypeIcon } from 'lucide-react';
import { useState } from 'react';
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
 */

export interface DownloadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The draft to export; the flows resolve it (save first) before opening the dialog. */
  draftId: string | null;
  source: ExportSource;
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

export function DownloadDialog({ open, onOpenChange, draftId, source }: DownloadDialogProps) {
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: ExportFormat) {
    if (!draftId || downloading) return;
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
      </DialogContent>
    </Dialog>
  );
}

/** The dashboard's slot (`RenderExportDialog`): its draft rows pass the draft and the open state. */
export function DashboardDownloadDialog(props: {
  draft: { id: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <DownloadDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      draftId={props.draft.id}
      source="dashboard"
    />
  );
}
