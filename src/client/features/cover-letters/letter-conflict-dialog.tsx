import type { CoverLetter } from '../../../domain/cover-letter-api';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';

/** A 409 from autosave: the user picks which copy survives, as in the resume builder. */
export function LetterConflictDialog({
  conflict,
  onKeepMine,
  onLoadSaved,
}: {
  conflict: CoverLetter | null;
  onKeepMine(): void;
  onLoadSaved(): void;
}) {
  return (
    <AlertDialog open={conflict !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>This cover letter was changed elsewhere</AlertDialogTitle>
          <AlertDialogDescription>
            It was saved from another tab or device
            {conflict ? ` at ${new Date(conflict.updatedAt).toLocaleTimeString()}` : ''} after you opened it.
            Keep your changes (replacing that version), or load the saved version (discarding your unsaved
            changes).
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onLoadSaved}>Load the saved version</AlertDialogCancel>
          <AlertDialogAction onClick={onKeepMine}>Keep my changes</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
