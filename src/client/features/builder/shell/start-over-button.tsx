import { RotateCcwIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { useResumeStore } from '../../../shared/resume/resume-store';

/** Start Over (Reset on small screens): asks first, then empties the resume and returns to step 1. */
export function StartOverButton() {
  const { startOver } = useResumeStore();
  const [, navigate] = useLocation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RotateCcwIcon aria-hidden="true" />
          <span className="hidden sm:inline">Start Over</span>
          <span className="sm:hidden">Reset</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Start over</AlertDialogTitle>
        <AlertDialogDescription>
          Are you sure you want to start over? All your progress will be lost.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>No, Keep Editing</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              startOver();
              navigate('/write/personal-details');
            }}
          >
            Yes, Start Over
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
