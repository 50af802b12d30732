import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { getPlan } from '../../../domain/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { formatPrice } from '../../lib/i18n/format-price';
import { CHECKOUT_TEXTS } from '../../lib/i18n/namespaces/checkout';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { translateNow } from '../../lib/i18n/translate-now';
import { useT } from '../../lib/i18n/use-t';
import { finishSandboxCheckout, useCheckoutSession } from './api/checkout-session';
import { planTermsLine } from './plan-terms-line';

/**
 * /sandbox-checkout/:id: the built-in checkout used when no Stripe keys are set. Clearly test mode: nothing is
 * charged; Pay completes the purchase through the same fulfilment as a real payment.
 */
export default function SandboxCheckoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const session = useCheckoutSession(id, 'sandbox-checkout');
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t, language } = useT(CHECKOUT_TEXTS);
  const plans = useT(PLANS_TEXTS);
  const title = t('sandbox.title');
  // Opened at the address the server gave, not from another page: without its own title the tab would keep
  // index.html's, which is English.
  useEffect(() => {
    document.title = `${title} | Resumable`;
  }, [title]);

  async function finish(action: 'complete' | 'cancel') {
    setBusy(action);
    setError(null);
    try {
      const { redirectUrl } = await finishSandboxCheckout(id, action);
      window.location.assign(redirectUrl);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.serverMessage
          ? caught.serverMessage
          : translateNow(CHECKOUT_TEXTS, 'sandbox.failed'),
      );
      setBusy(null);
    }
  }

  if (session.isPending) return <Spinner className="mx-auto mt-24" label={t('sandbox.loading')} />;
  if (session.isError || !session.data) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('sandbox.notFound')}</h1>
        <p className="mt-2 text-muted-foreground">{t('sandbox.notFoundText')}</p>
      </main>
    );
  }
  const plan = getPlan(session.data.plan);
  const { status } = session.data;
  const isOpen = status === 'open';
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <Badge variant="warning" className="w-fit">
            {t('sandbox.testMode')}
          </Badge>
          <CardTitle asChild>
            <h1>{t('sandbox.title')}</h1>
          </CardTitle>
          <CardDescription>{t('sandbox.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-lg font-semibold">{plans.t(`plan.${plan.id}`)}</p>
          <p className="text-3xl font-bold">{formatPrice(plan.amountCents, language)}</p>
          <p className="text-sm">{planTermsLine(plan.id, language)}</p>
          {status !== 'open' ? <p role="status">{t(`sandbox.status.${status}`)}</p> : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="gap-3">
          <Button
            onClick={() => finish('complete')}
            loading={busy === 'complete'}
            disabled={!isOpen || busy !== null}
          >
            {t('sandbox.pay', { price: formatPrice(plan.amountCents, language) })}
          </Button>
          <Button
            variant="outline"
            onClick={() => finish('cancel')}
            loading={busy === 'cancel'}
            disabled={!isOpen || busy !== null}
          >
            {t('sandbox.cancel')}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
