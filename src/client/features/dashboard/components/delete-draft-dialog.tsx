import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';

interface DeleteDraftDialogProps {
  title: string;
  /** The dialog's heading; a cover letter's names what it deletes. */
  heading?: string;
  open: boolean;
  isDeleting: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** The spec's confirmation; while deleting the button reads 'Deleting...' and the controls are disabled. */
export function DeleteDraftDialog({
  title,
  heading,
  open,
  isDeleting,
  onOpenChange,
  onConfirm,
}: DeleteDraftDialogProps) {
  const { t } = useT(DASHBOARD_TEXTS);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isDeleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{heading ?? t('delete.draftTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.text', { title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>{t('delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={isDeleting} onClick={onConfirm}>
            {isDeleting ? t('row.deleting') : t('row.delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
