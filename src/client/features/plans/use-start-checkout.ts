import { useState } from 'react';
import type { PlanId } from '../../../domain/plans';
import { toast } from '../../components/ui/use-toast';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { translateNow } from '../../lib/i18n/translate-now';
import { readString, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { createCheckout } from './api/create-checkout';
import { checkoutErrorMessage } from './checkout-error';

/** The resume being paid for: the page's ?resumeId, else the one the download flow saved (spec section 7). */
function resumeIdToPay(): string | undefined {
  const fromQuery = new URLSearchParams(window.location.search).get('resumeId');
  return fromQuery || readString(STORAGE_KEYS.migratedResumeId) || undefined;
}

/**
 * Continue on the plan page: stores the plan and the page to come back to, asks for a checkout session and
 * sends the browser to the hosted checkout. `isProcessing` stays true through the redirect.
 */
export function useStartCheckout() {
  const [isProcessing, setIsProcessing] = useState(false);

  async function startCheckout(plan: PlanId) {
    if (isProcessing) return;
    setIsProcessing(true);
    const origin = `${window.location.pathname}${window.location.search}`;
    writeString(STORAGE_KEYS.selectedPlan, plan);
    writeString(STORAGE_KEYS.paymentOriginPage, origin);
    const progress = toast({
      title: translateNow(PLANS_TEXTS, 'checkout.processing'),
      description: translateNow(PLANS_TEXTS, 'checkout.creating'),
    });
    try {
      const checkoutUrl = await createCheckout({ plan, origin, resumeId: resumeIdToPay() });
      window.location.assign(checkoutUrl);
    } catch (error) {
      progress.dismiss();
      toast({
        title: translateNow(PLANS_TEXTS, 'errors.title'),
        description: checkoutErrorMessage(error),
        variant: 'destructive',
      });
      setIsProcessing(false);
    }
  }

  return { isProcessing, startCheckout };
}
