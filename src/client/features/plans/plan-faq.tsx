import { getPlan, REFUND_DAYS } from '../../../domain/plans';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { formatPrice } from '../../lib/i18n/format-price';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';

const trial = getPlan('trial');
const QUESTIONS = ['what', 'trial', 'renew', 'cancel', 'refund'] as const;

/** The plan page's questions; prices and the guarantee come from the catalogue (ADR 0007). */
export function PlanFaq() {
  const { t, language } = useT(PLANS_TEXTS);
  const values = {
    price: formatPrice(trial.amountCents, language),
    renewal: formatPrice(trial.renewalCents ?? 0, language),
    count: trial.accessDays,
  };
  const answers: Record<(typeof QUESTIONS)[number], string> = {
    what: t('faq.what.a'),
    trial: t('faq.trial.a', values),
    // The one-time plans' days (90 or 180), from the catalogue: the longer one is the plural message's count.
    renew: t('faq.renew.a', { short: getPlan('3month').accessDays, count: getPlan('6month').accessDays }),
    cancel: t('faq.cancel.a'),
    refund: t('faq.refund.a', { count: REFUND_DAYS }),
  };
  return (
    <section aria-labelledby="plan-faq-title" className="mt-16">
      <h2 id="plan-faq-title" className="text-2xl font-bold">
        {t('faq.title')}
      </h2>
      <Accordion type="single" collapsible className="mt-4">
        {QUESTIONS.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger>{t(`faq.${id}.q`)}</AccordionTrigger>
            <AccordionContent>{answers[id]}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
