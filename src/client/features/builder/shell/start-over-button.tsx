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
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';

/** Start Over (Reset on small screens): asks first, then empties the resume and returns to step 1. */
export function StartOverButton() {
  const { t } = useT(BUILDER_TEXTS);
  const { startOver } = useResumeStore();
  const [, navigate] = useLocation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RotateCcwIcon aria-hidden="true" />
          <span className="hidden sm:inline">{t('startOver.button')}</span>
          <span className="sm:hidden">{t('startOver.short')}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('startOver.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('startOver.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('startOver.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              startOver();
              navigate('/write/personal-details');
            }}
          >
            {t('startOver.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
