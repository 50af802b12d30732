import { LegalDocument } from './legal-document';
import { TERMS_TITLE } from './legal-seo';
import { TERMS_SECTIONS } from './legal-texts';

/** The terms in plain words. Prices and the guarantee are on the plan page and in the FAQ, from one catalogue. */
export default function TermsPage() {
  return <LegalDocument page="terms" title={TERMS_TITLE} updated="2025-03-01" sections={TERMS_SECTIONS} />;
}
