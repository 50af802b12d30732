import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text fields; exported so the textarea and select trigger match exactly. */
export const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs transition-colors disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger sm:text-sm';

// text-base (16 px) on phones stops iOS Safari zooming the page when a field gains focus.
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10 py-2', className)} {...props} />;
}
