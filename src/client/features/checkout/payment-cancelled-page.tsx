import { useEffect } from 'react';
import { isSafeRedirect } from '../../../domain/redirect';
import { Button } from '../../components/ui/button';
import { CHECKOUT_TEXTS } from '../../lib/i18n/namespaces/checkout';
import { useT } from '../../lib/i18n/use-t';
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
  const { t } = useT(CHECKOUT_TEXTS);
  const title = t('cancelled.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!origin) return;
    const timer = setTimeout(() => window.location.assign(origin), CANCELLED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [origin]);

  return (
    <main className="mx-auto w-full max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('cancelled.heading')}</h1>
      <p className="mt-3 text-muted-foreground">{t('cancelled.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.location.assign(origin ?? '/select-plan')}>
          {t('cancelled.back')}
        </Button>
        <Button onClick={() => window.location.assign('/select-plan')}>{t('cancelled.retry')}</Button>
      </div>
    </main>
  );
}
