import { LoaderCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** Announced to screen readers; the icon itself is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

/** A spinning circle for work in progress, announced politely as `label`. */
export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  const { t } = useT(SITE_TEXTS);
  return (
    <span role="status" className={cn('inline-flex items-center text-brand-600', className)} {...props}>
      <LoaderCircleIcon aria-hidden="true" className={cn('animate-spin', SIZES[size])} />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
