import { CheckIcon } from 'lucide-react';
import { getPlan, PLAN_CARD_BENEFITS, type PlanId } from '../../../domain/plans';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/i18n/format-price';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';
import { BENEFIT_KEYS, planPriceText, planTermsText } from './plan-terms';

interface PlanCardProps {
  planId: PlanId;
  isSelected: boolean;
  onSelect: (planId: PlanId) => void;
}

/** One plan as a radio option: the label, price, the plan page's per-month and per-day figures, and the terms. */
export function PlanCard({ planId, isSelected, onSelect }: PlanCardProps) {
  const plan = getPlan(planId);
  const { t, language } = useT(PLANS_TEXTS);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a whole card as one radio option; a native radio cannot hold it.
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      data-plan={plan.id}
      onClick={() => onSelect(plan.id)}
      className={cn(
        'flex h-full w-full flex-col rounded-lg border-2 bg-background p-5 text-start transition-colors',
        isSelected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-border hover:border-brand-300',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-semibold">{t(`plan.${plan.id}`)}</span>
        {plan.id === '6month' ? <Badge variant="success">{t('card.bestValue')}</Badge> : null}
        {plan.id === 'trial' ? <Badge variant="secondary">{t('card.mostPopular')}</Badge> : null}
      </span>
      <span className="mt-3 text-3xl font-bold">{planPriceText(plan.id, language)}</span>
      {plan.perMonthCents !== null && plan.perDayCents !== null ? (
        <span className="text-sm text-muted-foreground">
          {t('card.perMonthPerDay', {
            perMonth: formatPrice(plan.perMonthCents, language, { whole: true }),
            perDay: formatPrice(plan.perDayCents, language, { whole: true }),
          })}
        </span>
      ) : null}
      <span className="mt-2 text-sm">{planTermsText(plan.id, t, language)}</span>
      <ul className="mt-4 space-y-1 text-sm">
        {PLAN_CARD_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <CheckIcon aria-hidden="true" className="size-4 text-success" />
            {t(BENEFIT_KEYS[benefit])}
          </li>
        ))}
      </ul>
    </button>
  );
}
