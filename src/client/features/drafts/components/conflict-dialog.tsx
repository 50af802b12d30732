import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import type { DraftAutosave } from '../use-draft-autosave';

/** A 409 from autosave: the user picks which copy survives; neither is dropped without that choice. */
export function ConflictDialog({ autosave }: { autosave: DraftAutosave }) {
  const conflict = autosave.state.conflict;
  return (
    <AlertDialog open={conflict !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>This resume was changed elsewhere</AlertDialogTitle>
          <AlertDialogDescription>
            It was saved from another tab or device
            {conflict ? ` at ${new Date(conflict.saved.updatedAt).toLocaleTimeString()}` : ''} after you
            opened it. Keep your changes (replacing that version), or load the saved version (discarding your
            unsaved changes).
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => autosave.loadSaved()}>Load the saved version</AlertDialogCancel>
          <AlertDialogAction onClick={() => void autosave.keepMine()}>Keep my changes</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
