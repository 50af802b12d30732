import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismiss, useToast } from './use-toast';

/** Renders the toasts raised with `toast()`. Mount once, near the root of the app. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          // The timer, a swipe, Escape or the close button all end here; the store then schedules removal.
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          // Errors interrupt (assertive); other news waits for a pause (polite).
          type={variant === 'destructive' ? 'foreground' : 'background'}
          {...(duration === undefined ? {} : { duration })}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
