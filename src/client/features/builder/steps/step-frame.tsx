import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onContinue?: () => void;
  continueLabel?: string;
}

/** A step's heading, its form and the Save & Continue button. */
export function StepFrame({ title, description, children, onContinue, continueLabel }: StepFrameProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 rounded-lg bg-background p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
      {onContinue ? (
        <div className="flex justify-end border-t border-border pt-4">
          <Button onClick={onContinue}>{continueLabel ?? 'Save & Continue'}</Button>
        </div>
      ) : null}
    </div>
  );
}
