import { LegalDocument } from './legal-document';
import { PRIVACY_TITLE } from './legal-seo';
import { PRIVACY_SECTIONS } from './legal-texts';

/** A short, plain policy that describes what the product actually does with data. */
export default function PrivacyPage() {
  return (
    <LegalDocument page="privacy" title={PRIVACY_TITLE} updated="2025-03-01" sections={PRIVACY_SECTIONS} />
  );
}
