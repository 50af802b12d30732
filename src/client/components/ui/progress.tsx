import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'aria-label'> & {
  /** Names the bar for screen readers ('Resume completeness'); a progressbar without a name is unlabelled. */
  label: string;
  /** Colour of the filled part, e.g. the spec's red/amber/green by threshold. */
  indicatorClassName?: string;
};

export function Progress({
  className,
  value,
  max = 100,
  label,
  indicatorClassName,
  ...props
}: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      aria-label={label}
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full bg-brand-600 transition-transform duration-300', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
