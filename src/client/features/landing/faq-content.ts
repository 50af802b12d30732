import { formatUsd, PLAN_IDS, PLANS, REFUND_DAYS } from '../../../domain/plans';

export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it, and the FAQPage JSON-LD repeats it word for word, as search engines ask. */
  answer: string;
}

/** '7-Day Trial: $1.95 for 7 days, then $27.88 a month until you cancel' and the like, from the catalogue. */
function planLine(planId: (typeof PLAN_IDS)[number]): string {
  const plan = PLANS[planId];
  const price = formatUsd(plan.amountCents);
  return plan.renewalCents === null
    ? `${plan.label}: ${price} once, for ${plan.accessDays} days`
    : `${plan.label}: ${price} for ${plan.accessDays} days, then ${formatUsd(plan.renewalCents)} a month until you cancel`;
}

/**
 * The FAQ tells the truth of the product (docs/decisions/0013-honest-marketing.md): building and saving is
 * free, downloads need a plan, and there is one refund guarantee, the catalogue's. Every number comes from
 * the catalogue, so changing a price or the guarantee changes this page.
 */
export function buildFaq(): FaqEntry[] {
  return [
    {
      question: 'Is it free to build a resume?',
      answer: `Yes. Writing, previewing and saving resumes is free. You can start without an account; with a free account your drafts are saved to your dashboard automatically. Downloading a finished resume as a PDF or Word document needs a plan.`,
    },
    {
      question: 'What do the plans cost?',
      answer: `${PLAN_IDS.map(planLine).join('. ')}. Every plan includes unlimited PDF and Word downloads while it is active.`,
    },
    {
      question: 'Can I get my money back?',
      answer: `Yes. Every plan comes with a ${REFUND_DAYS}-day money-back guarantee: if you ask within ${REFUND_DAYS} days of paying, we refund the payment in full. Write to our support address in the footer.`,
    },
    {
      question: 'How do I cancel?',
      answer: `The 3-month and 6-month plans are single payments and simply end; nothing renews. The trial renews monthly until you cancel, which you can do from Account Settings or by e-mailing support.`,
    },
    {
      question: 'Can I tailor my resume for each job?',
      answer:
        'Yes. With a free account, save the jobs you apply for on the Jobs page by pasting each ad. For every job you see how well a resume matches it: a score, the skills and tools the ad asks for that your resume shows or misses, and a check of your writing. Add a missing skill you really have, then make a copy of your resume tailored to that job and edit it; the original stays as it is. In the Improve step, AI help can write a summary aimed at the job.',
    },
    {
      question: 'Can you write my cover letter?',
      answer:
        'Yes. On a new cover letter, Write it for me drafts one from your resume and the job ad (pasted, or a job you saved): an opening that names the role and the company, paragraphs that tie your real achievements to what the ad asks for, and a closing, in a formal, warm or concise tone. It uses only what your resume says, never an employer, school or figure it does not contain; read every sentence before you send it. Rewrite one paragraph at a time, edit the rest with bold, italics and lists, and the letter is typeset in your resume’s template, so the two look like one set. Writing is free; downloading it as a PDF or Word document needs a plan, as for resumes.',
    },
    {
      question: 'Will my resume get past applicant tracking systems?',
      answer:
        'Our templates use one column, standard section headings and real, selectable text, which is what applicant tracking systems read best. PDFs are text-based and tagged for accessibility; Word files use real headings and lists, so you can edit them.',
    },
    {
      question: 'Who can see my resume?',
      answer:
        'Without an account, your resume stays in your browser on this device. With an account, your drafts are stored on our server and only you can open them. We do not sell your data; the privacy policy explains what we keep and why.',
    },
  ];
}
