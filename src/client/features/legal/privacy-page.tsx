import { LegalDocument } from './legal-document';
import { PRIVACY_TITLE } from './legal-seo';

/** A short, plain policy that describes what the product actually does with data. */
export default function PrivacyPage() {
  return (
    <LegalDocument page="privacy" title={PRIVACY_TITLE} updated="2025-03-01">
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Without an account</strong>, the resume you write stays in your browser's local storage on
          your device. To draw the live preview your browser sends the resume to our server, which typesets it
          and forgets it; it is neither stored nor logged.
        </li>
        <li>
          <strong>With an account</strong>, we keep your name, e-mail address, a hash of your password (or the
          identity of the provider you signed in with), your resume drafts and the state of your plan.
        </li>
        <li>
          <strong>Payments</strong> are handled by our payment provider on its own checkout page. We never see
          your card number; we keep the plan, the amount and the dates.
        </li>
        <li>
          <strong>AI suggestions</strong>: when you ask for one, the relevant parts of your resume are sent to
          the AI service that produces it, for that request only.
        </li>
      </ul>
      <h2>Why</h2>
      <p>
        Only to provide the service: saving your drafts, signing you in, granting the downloads you paid for
        and answering support requests. We do not sell your data or use it for advertising profiles.
      </p>
      <h2>Cookies</h2>
      <p>
        One cookie keeps you signed in. Analytics run only if the site operator has configured them, and then
        record page views and purchases without your resume content.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and change your data in Account Settings and delete any draft from your dashboard. To have
        your account and all its data deleted, or to ask what we hold, write to the support address at the
        foot of every page.
      </p>
    </LegalDocument>
  );
}
