import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';

/** The spec's toast rules (section 9): shown 5000 ms, swiped away rightwards past 50 px, F8 focuses the area. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  hotkey = ['F8'],
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useT(SITE_TEXTS);
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      label={label ?? t('ui.notifications')}
      // Full width at the bottom on phones, the bottom corner at the end of the line (right, left in Arabic) from sm up.
      className={cn(
        'fixed end-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate] data-[swipe=end]:animate-swipe-out-right data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-danger bg-danger-soft text-danger-soft-foreground',
        success: 'border-success bg-success-soft text-success-soft-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useT(SITE_TEXTS);
  return (
    <ToastPrimitive.Close
      aria-label={t('ui.close')}
      className={cn(
        'absolute top-2 end-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
