import type { ReactNode } from 'react';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';

/** A label, the control, an optional hint and the message under it, wired for screen readers. */
export function FormField(props: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={props.id} className="mb-1.5 block">
        {props.label}
      </Label>
      {props.children}
      {props.hint && !props.error ? (
        <p id={`${props.id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${props.id}-error`}>{props.error}</FieldError>
    </div>
  );
}

export const describedBy = (id: string, hasError: boolean) => ({
  'aria-invalid': hasError || undefined,
  'aria-describedby': `${id}-error ${id}-hint`,
});
