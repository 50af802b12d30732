import { CopyIcon, DownloadIcon, HistoryIcon, PencilIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { ListedDraft, ResumeDraft } from '../../../../domain/draft-api';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteDraft } from '../../../shared/drafts/delete-draft';
import { useDuplicateDraft } from '../../../shared/drafts/duplicate-draft';
import { canDownloadDraft, draftStatusKey, formatDraftDate } from '../draft-row-rules';
import { DeleteDraftDialog } from './delete-draft-dialog';

/** Where the export engineer's format dialog (PDF recommended, or Word) plugs in. */
export type RenderExportDialog = (props: {
  draft: ResumeDraft;
  open: boolean;
  onOpenChange(open: boolean): void;
}) => ReactNode;

const STATUS_VARIANT = { draft: 'secondary', pending: 'warning', paid: 'success' } as const;

export function DraftRow({
  draft,
  isPlanActive,
  renderExportDialog,
}: {
  draft: ListedDraft;
  isPlanActive: boolean;
  renderExportDialog?: RenderExportDialog;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const remove = useDeleteDraft();
  const duplicate = useDuplicateDraft();
  const isDeleting = remove.isPending;
  const { t, language } = useT(DASHBOARD_TEXTS);
  const locale = intlLocale(language);

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4" data-testid="draft-row">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-medium">{draft.title}</h3>
          <Badge variant={STATUS_VARIANT[draft.status]}>{t(draftStatusKey(draft.status))}</Badge>
        </div>
        <p className="text-muted-foreground text-sm">
          {t('row.dates', {
            created: formatDraftDate(draft.createdAt, locale),
            updated: formatDraftDate(draft.updatedAt, locale),
          })}
        </p>
        {draft.jobId && draft.jobTitle ? (
          <Link
            href={`/jobs/${encodeURIComponent(draft.jobId)}`}
            className="text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            {t('row.forJob', { title: draft.jobTitle, company: draft.company ?? '' })}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {canDownloadDraft(isPlanActive, draft.status) && (
          <Button variant="outline" size="sm" disabled={isDeleting} onClick={() => setExporting(true)}>
            <DownloadIcon aria-hidden /> {t('row.download')}
          </Button>
        )}
        <Link
          href={`/write/personal-details?resumeId=${encodeURIComponent(draft.id)}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-disabled={isDeleting}
        >
          <PencilIcon aria-hidden /> {t('row.edit')}
        </Link>
        <Link
          href={`/drafts/${encodeURIComponent(draft.id)}/history`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('row.historyOf', { title: draft.title })}
        >
          <HistoryIcon aria-hidden /> {t('row.history')}
        </Link>
        <Link
          href={`/drafts/${encodeURIComponent(draft.id)}/share`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={t('row.shareOf', { title: draft.title })}
        >
          <Share2Icon aria-hidden /> {t('row.share')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={isDeleting || duplicate.isPending}
          onClick={() => duplicate.mutate(draft.id)}
        >
          <CopyIcon aria-hidden /> {duplicate.isPending ? t('row.duplicating') : t('row.duplicate')}
        </Button>
        <Button variant="outline" size="sm" disabled={isDeleting} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden /> {isDeleting ? t('row.deleting') : t('row.delete')}
        </Button>
      </div>
      <DeleteDraftDialog
        title={draft.title}
        open={isConfirming}
        isDeleting={isDeleting}
        onOpenChange={setConfirming}
        onConfirm={() =>
          remove.mutate(draft.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => console.error('Failed to delete draft', error),
          })
        }
      />
      {renderExportDialog?.({ draft, open: isExporting, onOpenChange: setExporting })}
    </li>
  );
}
