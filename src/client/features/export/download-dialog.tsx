import { FileTextIcon, FileTypeIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { ExportFormat, ExportSource } from '../../../domain/export-api';
import { Badge } from '../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ApiError } from '../../lib/http';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { EXPORT_TEXTS } from '../../lib/i18n/namespaces/export';
import { useT } from '../../lib/i18n/use-t';
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

type ExportKey = MessageKey<typeof EXPORT_TEXTS>;

/** The dashboard names a format by its product names alone (the same in every language); the other screens describe it. */
const OPTIONS: {
  format: ExportFormat;
  dashboardLabel: string;
  label: ExportKey;
  hint: ExportKey;
  isRecommended: boolean;
}[] = [
  { format: 'pdf', dashboardLabel: 'PDF', label: 'dialog.pdf', hint: 'dialog.pdfHint', isRecommended: true },
  {
    format: 'docx',
    dashboardLabel: 'Word DOCX',
    label: 'dialog.word',
    hint: 'dialog.wordHint',
    isRecommended: false,
  },
];

export function DownloadDialog({ open, onOpenChange, draftId, source, readBack }: DownloadDialogProps) {
  const { t } = useT(EXPORT_TEXTS);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  // The format whose download failed: section 8's message names it.
  const [failed, setFailed] = useState<ExportFormat | null>(null);
  const [readBackFormat, setReadBackFormat] = useState<ExportFormat>('pdf');
  const readBackTitleId = useId();

  async function download(format: ExportFormat) {
    if (!draftId || downloading) return;
    // After a failed download the dialog stays open on what an ATS reads of the file that was asked for.
    setReadBackFormat(format);
    setDownloading(format);
    setFailed(null);
    try {
      await downloadDraft(draftId, format, source);
      onOpenChange(false);
    } catch (cause) {
      // The dashboard's log line of section 8; every screen also shows the error text.
      console.error(`Download failed: ${cause instanceof ApiError ? cause.status : 'network error'}`);
      setFailed(format);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (downloading) return;
        setFailed(null);
        // Each opening starts on the recommended PDF, as the options list it first.
        if (!next) setReadBackFormat('pdf');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {OPTIONS.map((option) => {
            const Icon = option.format === 'pdf' ? FileTextIcon : FileTypeIcon;
            const label =
              source === 'dashboard' ? <span translate="no">{option.dashboardLabel}</span> : t(option.label);
            return (
              <button
                key={option.format}
                type="button"
                data-testid={`download-${option.format}`}
                disabled={!draftId || downloading !== null}
                onClick={() => void download(option.format)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-border p-4 text-start hover:border-brand-600 hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2 font-medium">
                    {downloading === option.format ? t('dialog.downloading') : label}
                    {option.isRecommended ? <Badge variant="success">{t('dialog.recommended')}</Badge> : null}
                  </span>
                  <span className="text-muted-foreground text-sm">{t(option.hint)}</span>
                </span>
              </button>
            );
          })}
        </div>
        {failed ? (
          <p role="alert" className="text-danger text-sm">
            {t('dialog.failed', { format: failed.toUpperCase() })}
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
                {t('dialog.readBack')}
              </h3>
              <div role="tablist" aria-label={t('dialog.readBackType')} className="flex gap-1">
                {OPTIONS.map((option) => (
                  <button
                    key={option.format}
                    type="button"
                    role="tab"
                    aria-selected={readBackFormat === option.format}
                    onClick={() => setReadBackFormat(option.format)}
                    className={`cursor-pointer rounded-md border px-2.5 py-1 text-sm ${readBackFormat === option.format ? 'border-brand-600 bg-muted font-medium' : 'border-border'}`}
                  >
                    <span translate="no">{option.format === 'pdf' ? 'PDF' : 'Word'}</span>
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
