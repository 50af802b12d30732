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
import { deleteConfirmationText } from '../draft-row-rules';

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
  heading = 'Delete resume draft?',
  open,
  isDeleting,
  onOpenChange,
  onConfirm,
}: DeleteDraftDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isDeleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{heading}</AlertDialogTitle>
          <AlertDialogDescription>{deleteConfirmationText(title)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={isDeleting} onClick={onConfirm}>
            {isDeleting ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
