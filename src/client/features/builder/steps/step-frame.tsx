import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { StepValidation } from './use-step-validation';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onContinue?: () => void;
  continueLabel?: string;
  /** The step's field messages: Save & Continue with an invalid value shows them and asks before moving on. */
  validation?: StepValidation;
}

/** A step's heading, its form and the Save & Continue button. */
export function StepFrame({
  title,
  description,
  children,
  onContinue,
  continueLabel,
  validation,
}: StepFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [isWarned, setIsWarned] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const invalidCount = validation ? Object.keys(validation.errors).length : 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    frame.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onSaveAndContinue = () => {
    if (invalidCount === 0 || !validation) {
      onContinue?.();
      return;
    }
    // Saving never blocks and never discards (ADR 0021): the value stays as typed; the user decides knowingly.
    validation.revealAll();
    setIsWarned(true);
    setFocusRequest((count) => count + 1);
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
                Continue anyway
              </Button>
            ) : null}
            <Button onClick={onSaveAndContinue}>{continueLabel ?? 'Save & Continue'}</Button>
          </div>
          {/* Below the buttons, so appearing it moves neither of them. */}
          {isWarned && invalidCount > 0 ? (
            <p role="alert" className="text-sm text-danger">
              {invalidCount === 1 ? 'One entry is' : `${invalidCount} entries are`} not valid yet. What you
              typed stays here, but it is left out of your saved resume until it is corrected.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
