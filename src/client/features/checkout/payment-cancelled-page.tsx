import { useEffect } from 'react';
import { isSafeRedirect } from '../../../domain/redirect';
import { Button } from '../../components/ui/button';
import { readString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export const CANCELLED_REDIRECT_MS = 3000;

/** The remembered origin page, only when it passes the redirect rule. */
function storedOrigin(): string | null {
  const origin = readString(STORAGE_KEYS.paymentOriginPage);
  return isSafeRedirect(origin) ? origin : null;
}

/** /payment-cancelled: says nothing was charged; back to the origin page after 3 s when one was stored. */
export default function PaymentCancelledPage() {
  const origin = storedOrigin();

  useEffect(() => {
    document.title = 'Payment Cancelled | Resumable';
    if (!origin) return;
    const timer = setTimeout(() => window.location.assign(origin), CANCELLED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [origin]);

  return (
    <main className="mx-auto w-full max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Payment Cancelled</h1>
      <p className="mt-3 text-muted-foreground">
        Your payment was cancelled. No charges were made to your account.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button variant="outline" onClick={() => window.location.assign(origin ?? '/select-plan')}>
          Go Back
        </Button>
        <Button onClick={() => window.location.assign('/select-plan')}>Try Payment Again</Button>
      </div>
    </main>
  );
}
