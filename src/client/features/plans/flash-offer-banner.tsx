import { XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getPlan } from '../../../domain/plans';
import { Button } from '../../components/ui/button';
import { FLASH_OFFER_SECONDS, formatCountdown, OFFER_ENDED_TEXT } from './countdown';
import { planTermsText } from './plan-terms';

interface FlashOfferBannerProps {
  onStartTrial: () => void;
  isProcessing: boolean;
}

/** The sticky, dismissible flash offer: a 15-minute countdown (MM:SS), then 'Offer ended. You can still continue.' */
export function FlashOfferBanner({ onStartTrial, isProcessing }: FlashOfferBannerProps) {
  const [secondsLeft, setSecondsLeft] = useState(FLASH_OFFER_SECONDS);
  const [isDismissed, setIsDismissed] = useState(false);

  useEffect(() => {
    // Counted from a fixed end time, so a throttled background tab still shows the right time.
    const endsAt = Date.now() + FLASH_OFFER_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  if (isDismissed) return null;
  const trial = getPlan('trial');
  return (
    <aside
      aria-label="Flash offer"
      className="sticky bottom-0 z-20 border-t border-brand-200 bg-brand-50 px-4 py-3 shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
        <p className="flex-1 text-sm">
          <strong>{trial.label}:</strong> {planTermsText('trial')}{' '}
          {secondsLeft > 0 ? (
            <span>
              Offer ends in{' '}
              <span className="font-mono font-semibold" data-testid="flash-offer-countdown">
                {formatCountdown(secondsLeft)}
              </span>
            </span>
          ) : (
            <span className="font-semibold">{OFFER_ENDED_TEXT}</span>
          )}
        </p>
        <Button onClick={onStartTrial} loading={isProcessing}>
          Start my trial
        </Button>
        <Button variant="ghost" size="icon" aria-label="Dismiss offer" onClick={() => setIsDismissed(true)}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
