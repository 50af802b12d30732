import type * as React from 'react';
import { cn } from '../../lib/cn';

type FieldErrorProps = Omit<React.ComponentProps<'p'>, 'id'> & {
  /** Required: the field names this id in its aria-describedby, so the message is read with the field. */
  id: string;
};

/**
 * The message under a field. It is always rendered (empty when valid) so the id that aria-describedby
 * points at always exists, and so the polite live region is in place before a message appears in it.
 */
export function FieldError({ id, className, children, ...props }: FieldErrorProps) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('mt-1.5 text-sm text-danger empty:mt-0', className)}
      {...props}
    >
      {children}
    </p>
  );
}

/**
 * An error about the whole form or action (the server refused, the network failed), announced at once. Renders
 * nothing without a message.
 */
export function FormError({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}
