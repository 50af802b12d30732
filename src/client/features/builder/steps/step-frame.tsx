import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import type { StepValidation } from './use-step-validation';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onContinue?: () => void;
  continueLabel?: string;
  /** The step's field messages: Save & Continue with an invalid value shows them and asks before moving on. */
  validation?: StepValidation;
  /**
   * An entry typed in the step's form but not yet added (or changes not yet saved): Save & Continue asks,
   * in one click, whether to add it first (issue 29, ADR 0072). Undefined when the form holds nothing new.
   */
  unsavedEntry?: UnsavedEntry;
}

export interface UnsavedEntry {
  /** What kind of entry: the dialog names it ('Add this job to your resume?', 'Add job and continue'). */
  noun: 'job' | 'education' | 'course';
  /** What the user typed that names it ('Engineer, Acme'); may be empty. */
  name: string;
  /** Changes to an entry already on the resume, rather than a new one. */
  isEditing: boolean;
  /** Adds (or updates) the entry; false when it cannot be added yet (a required field is empty). */
  save: () => boolean;
}

/** A step's heading, its form and the Save & Continue button. */
export function StepFrame({
  title,
  description,
  children,
  onContinue,
  continueLabel,
  validation,
  unsavedEntry,
}: StepFrameProps) {
  const { t } = useT(BUILDER_TEXTS);
  const frame = useRef<HTMLDivElement>(null);
  const [isWarned, setIsWarned] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const invalidCount = validation ? Object.keys(validation.errors).length : 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    frame.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const [isAsking, setIsAsking] = useState(false);
  // Continuing right after adding waits for the addition to be rendered (and so kept) before the step changes.
  const [continueRequest, setContinueRequest] = useState(0);

  const proceed = () => {
    if (invalidCount === 0 || !validation) {
      onContinue?.();
      return;
    }
    // Saving never blocks and never discards (ADR 0021): the value stays as typed; the user decides knowingly.
    validation.revealAll();
    setIsWarned(true);
    setFocusRequest((count) => count + 1);
  };
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;
  useEffect(() => {
    if (continueRequest > 0) proceedRef.current();
  }, [continueRequest]);

  const onSaveAndContinue = () => {
    if (unsavedEntry) setIsAsking(true);
    else proceed();
  };
  const addAndContinue = () => {
    setIsAsking(false);
    if (unsavedEntry?.save()) setContinueRequest((count) => count + 1);
  };
  const continueWithout = () => {
    setIsAsking(false);
    proceed();
  };

  return (
    <div
      ref={frame}
      className="mx-auto flex max-w-2xl flex-col gap-6 rounded-lg bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
      {onContinue ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <div className="flex flex-wrap justify-end gap-2">
            {isWarned && invalidCount > 0 ? (
              <Button variant="outline" onClick={onContinue}>
                {t('frame.continueAnyway')}
              </Button>
            ) : null}
            <Button onClick={onSaveAndContinue}>{continueLabel ?? t('frame.saveContinue')}</Button>
          </div>
          {unsavedEntry ? (
            <AlertDialog open={isAsking} onOpenChange={setIsAsking}>
              <AlertDialogContent>
                <AlertDialogTitle>
                  {t(`unsaved.${unsavedEntry.noun}.${unsavedEntry.isEditing ? 'editTitle' : 'addTitle'}`)}
                </AlertDialogTitle>
                <AlertDialogDescription>
                  {/* What the user typed is theirs, shown as typed. */}
                  {withTags(
                    t(
                      `unsaved.${unsavedEntry.noun}.${unsavedEntry.name ? 'named' : 'unnamed'}${unsavedEntry.isEditing ? 'Edit' : 'Add'}`,
                      { name: unsavedEntry.name },
                    ),
                    { name: (chunk) => <span translate="no">{chunk}</span> },
                  )}
                </AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel onClick={continueWithout}>
                    {unsavedEntry.isEditing ? t('unsaved.withoutSaving') : t('unsaved.withoutAdding')}
                  </AlertDialogCancel>
                  {/* A plain button, not the dialog's Action: adding may fail and leave the form to complete. */}
                  <Button onClick={addAndContinue}>
                    {unsavedEntry.isEditing
                      ? t('unsaved.saveAndContinue')
                      : t(`unsaved.${unsavedEntry.noun}.add`)}
                  </Button>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : null}
          {/* Below the buttons, so appearing it moves neither of them. */}
          {isWarned && invalidCount > 0 ? (
            <p role="alert" className="text-sm text-danger">
              {t('frame.invalid', { count: invalidCount })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
