import { useEffect, useState } from 'react';
import { DEFAULT_PLAN_ID, PLAN_IDS, type PlanId, REFUND_DAYS } from '../../../domain/plans';
import { Button } from '../../components/ui/button';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';
import { FlashOfferBanner } from './flash-offer-banner';
import { PlanCard } from './plan-card';
import { PlanFaq } from './plan-faq';
import { PlanReviews } from './plan-reviews';
import { useStartCheckout } from './use-start-checkout';

/** /select-plan: three plan cards (trial selected), Continue to the hosted checkout, reviews, FAQ, trial offer. */
export default function SelectPlanPage() {
  const [plan, setPlan] = useState<PlanId>(DEFAULT_PLAN_ID);
  const { isProcessing, startCheckout } = useStartCheckout();
  const { t } = useT(PLANS_TEXTS);
  const title = t('page.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="flex-1 bg-muted">
      <main className="mx-auto max-w-5xl px-4 py-12">
        <h1 className="text-center text-3xl font-bold tracking-tight md:text-4xl">{t('page.heading')}</h1>
        <p className="mt-3 text-center text-muted-foreground">
          {t('page.guarantee', { count: REFUND_DAYS })}
        </p>
        <div role="radiogroup" aria-label={t('page.plans')} className="mt-10 grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} planId={id} isSelected={plan === id} onSelect={setPlan} />
          ))}
        </div>
        <div className="mt-8 flex justify-center">
          <Button
            size="lg"
            className="w-full max-w-sm"
            disabled={isProcessing}
            onClick={() => startCheckout(plan)}
          >
            {isProcessing ? t('page.processing') : t('page.continue')}
          </Button>
        </div>
        <PlanReviews />
        <PlanFaq />
      </main>
      <FlashOfferBanner
        isProcessing={isProcessing}
        onStartTrial={() => {
          setPlan('trial');
          void startCheckout('trial');
        }}
      />
    </div>
  );
}
