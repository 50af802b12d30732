import { LegalDocument } from './legal-document';
import { TERMS_TITLE } from './legal-seo';

/** The terms in plain words. Prices and the guarantee are on the plan page and in the FAQ, from one catalogue. */
export default function TermsPage() {
  return (
    <LegalDocument page="terms" title={TERMS_TITLE} updated="2025-03-01">
      <h2>The service</h2>
      <p>
        Resumable lets you write resumes, preview them and save drafts for free. Downloading a resume as a PDF
        or Word document needs an active plan, bought on the plan page.
      </p>
      <h2>Plans, refunds and cancellation</h2>
      <ul>
        <li>The trial renews monthly at the price shown on the plan page until you cancel it.</li>
        <li>The 3-month and 6-month plans are single payments that end on their own.</li>
        <li>Every plan carries the money-back guarantee stated on the plan page and in our FAQ.</li>
        <li>To cancel or ask for a refund, use Account Settings or write to the support address.</li>
      </ul>
      <h2>Your content</h2>
      <p>
        What you write is yours. You give us only the permission needed to store, typeset and send it back to
        you. Do not upload content that is unlawful or that you have no right to use.
      </p>
      <h2>AI suggestions</h2>
      <p>
        Suggestions are drafts for you to check. You decide what goes on your resume and are responsible for
        it being true.
      </p>
      <h2>Availability and liability</h2>
      <p>
        We work to keep the service available and your drafts safe, but we cannot promise it will be
        uninterrupted or that any resume leads to an interview or a job. Keep a copy of anything important.
      </p>
    </LegalDocument>
  );
}
