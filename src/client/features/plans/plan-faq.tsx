import { formatUsd, getPlan, REFUND_DAYS } from '../../../domain/plans';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';

const trial = getPlan('trial');

/** The plan page's questions; prices and the guarantee come from the catalogue (ADR 0007). */
const QUESTIONS = [
  {
    q: 'What do I get with a plan?',
    a: 'Unlimited PDF and Word (DOCX) downloads of your resumes, AI content suggestions and every professional template, for as long as your plan is active.',
  },
  {
    q: 'How does the 7-day trial work?',
    a: `You pay ${formatUsd(trial.amountCents)} today for ${trial.accessDays} days of full access. Unless you cancel before the trial ends, it continues at ${formatUsd(trial.renewalCents ?? 0)} per month.`,
  },
  {
    q: 'Do the 3-month and 6-month plans renew?',
    a: 'No. They are one-time payments: access simply ends after 90 or 180 days.',
  },
  {
    q: 'How do I cancel?',
    a: 'In Account Settings, choose Cancel Subscription. You keep access until the end of the period you paid for.',
  },
  {
    q: 'Can I get a refund?',
    a: `Yes. Every plan comes with a ${REFUND_DAYS}-day money-back guarantee: contact support within ${REFUND_DAYS} days of paying for a full refund.`,
  },
];

export function PlanFaq() {
  return (
    <section aria-labelledby="plan-faq-title" className="mt-16">
      <h2 id="plan-faq-title" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible className="mt-4">
        {QUESTIONS.map((item) => (
          <AccordionItem key={item.q} value={item.q}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
