import { useState } from 'react';
import { useParams } from 'wouter';
import { formatUsd, getPlan } from '../../../domain/plans';
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
          : 'Unable to process payment. Please try again.',
      );
      setBusy(null);
    }
  }

  if (session.isPending) return <Spinner className="mx-auto mt-24" label="Loading checkout" />;
  if (session.isError || !session.data) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Checkout not found</h1>
        <p className="mt-2 text-muted-foreground">This checkout session does not exist or is not yours.</p>
      </main>
    );
  }
  const plan = getPlan(session.data.plan);
  const isOpen = session.data.status === 'open';
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <Badge variant="warning" className="w-fit">
            Test mode
          </Badge>
          <CardTitle asChild>
            <h1>Sandbox checkout</h1>
          </CardTitle>
          <CardDescription>
            Test mode: no payment provider is configured, so no card is needed and nothing is charged.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-lg font-semibold">{plan.label}</p>
          <p className="text-3xl font-bold">{formatUsd(plan.amountCents)}</p>
          <p className="text-sm">{planTermsLine(plan.id)}</p>
          {!isOpen ? <p role="status">This checkout session is {session.data.status}.</p> : null}
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
            Pay {formatUsd(plan.amountCents)}
          </Button>
          <Button
            variant="outline"
            onClick={() => finish('cancel')}
            loading={busy === 'cancel'}
            disabled={!isOpen || busy !== null}
          >
            Cancel
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
