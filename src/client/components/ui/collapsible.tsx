import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One section that shows and hides; the trigger carries aria-expanded and aria-controls for you. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;

export function CollapsibleContent({
  className,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return (
    <CollapsiblePrimitive.Content
      className={cn(
        'overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down',
        className,
      )}
      {...props}
    />
  );
}
