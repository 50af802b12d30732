import type { CoverLetterContent } from '../../domain/cover-letter-api';
import { sanitizeRichText } from '../drafts/sanitize-rich-text';

/**
 * The letter as it is stored: its body reduced to the resume's rich-text allowlist. Runs on every write, so
 * no stored letter, preview or export ever sees markup outside it.
 */
export function cleanLetterContent(content: CoverLetterContent): CoverLetterContent {
  return { ...content, body: sanitizeRichText(content.body) };
}
