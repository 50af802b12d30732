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

/** The user confirms a skill is true before it goes on their resume: the report only says the ad asks for it. */
export function AddSkillDialog({
  skill,
  resumeTitle,
  isAdding,
  onCancel,
  onConfirm,
}: {
  skill: string | null;
  resumeTitle: string;
  isAdding: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <AlertDialog open={skill !== null} onOpenChange={(open) => !open && !isAdding && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Add "{skill}" to your skills?</AlertDialogTitle>
          <AlertDialogDescription>
            It will be added to the skills of "{resumeTitle}". Only add it if it is true: you have this skill
            and can talk about it in an interview.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isAdding}>Cancel</AlertDialogCancel>
          <Button disabled={isAdding} onClick={onConfirm}>
            {isAdding ? 'Adding...' : 'Yes, I have this skill'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
