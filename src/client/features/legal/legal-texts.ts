/**
 * The legal pages' text. It exists in English only (issue 33 allows that where the operator has provided no
 * translation), so it is kept here as content, like the blog's articles, and shown marked lang="en".
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A list; an item may start with a few words in bold ('Payments'), followed by `text`. */
  items?: readonly { lead?: string; text: string }[];
}

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we keep',
    items: [
      {
        lead: 'Without an account',
        text: ", the resume you write stays in your browser's local storage on your device. To draw the live preview your browser sends the resume to our server, which typesets it and forgets it; it is neither stored nor logged.",
      },
      {
        lead: 'With an account',
        text: ', we keep your name, e-mail address, a hash of your password (or the identity of the provider you signed in with), your resume drafts and the state of your plan.',
      },
      {
        lead: 'Payments',
        text: ' are handled by our payment provider on its own checkout page. We never see your card number; we keep the plan, the amount and the dates.',
      },
      {
        lead: 'AI suggestions',
        text: ': when you ask for one, the relevant parts of your resume are sent to the AI service that produces it, for that request only.',
      },
    ],
  },
  {
    heading: 'Why',
    paragraphs: [
      'Only to provide the service: saving your drafts, signing you in, granting the downloads you paid for and answering support requests. We do not sell your data or use it for advertising profiles.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'One cookie keeps you signed in. Analytics run only if the site operator has configured them, and then record page views and purchases without your resume content.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and change your data in Account Settings and delete any draft from your dashboard. To have your account and all its data deleted, or to ask what we hold, write to the support address at the foot of every page.',
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Resumable lets you write resumes, preview them and save drafts for free. Downloading a resume as a PDF or Word document needs an active plan, bought on the plan page.',
    ],
  },
  {
    heading: 'Plans, refunds and cancellation',
    items: [
      { text: 'The trial renews monthly at the price shown on the plan page until you cancel it.' },
      { text: 'The 3-month and 6-month plans are single payments that end on their own.' },
      { text: 'Every plan carries the money-back guarantee stated on the plan page and in our FAQ.' },
      { text: 'To cancel or ask for a refund, use Account Settings or write to the support address.' },
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'What you write is yours. You give us only the permission needed to store, typeset and send it back to you. Do not upload content that is unlawful or that you have no right to use.',
    ],
  },
  {
    heading: 'AI suggestions',
    paragraphs: [
      'Suggestions are drafts for you to check. You decide what goes on your resume and are responsible for it being true.',
    ],
  },
  {
    heading: 'Availability and liability',
    paragraphs: [
      'We work to keep the service available and your drafts safe, but we cannot promise it will be uninterrupted or that any resume leads to an interview or a job. Keep a copy of anything important.',
    ],
  },
];
