import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';
import { planTermsText } from './plan-terms';

interface FlashOfferBannerProps {
  onStartTrial: () => void;
  isProcessing: boolean;
}

/**
 * The sticky, dismissible trial offer of the plan page (spec section 9's flash-offer banner). It shows no
 * countdown: the spec's 15 minutes ended in 'Offer ended. You can still continue.' with the same prices, so the
 * timer was urgency that changed nothing (docs/decisions/0068). A countdown comes back only with an offer that
 * really ends, enforced by the server's catalogue.
 */
export function FlashOfferBanner({ onStartTrial, isProcessing }: FlashOfferBannerProps) {
  const [isDismissed, setIsDismissed] = useState(false);
  const { t, language } = useT(PLANS_TEXTS);

  if (isDismissed) return null;
  return (
    <aside
      aria-label={t('offer.label')}
      className="sticky bottom-0 z-20 border-t border-brand-200 bg-brand-50 px-4 py-3 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
        <p className="flex-1 text-sm">
          <strong>{t('offer.plan', { plan: t('plan.trial') })}</strong> {planTermsText('trial', t, language)}
        </p>
        <Button onClick={onStartTrial} loading={isProcessing}>
          {t('offer.start')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('offer.dismiss')}
          onClick={() => setIsDismissed(true)}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
