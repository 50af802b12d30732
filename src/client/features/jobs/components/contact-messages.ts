import { CONTACT_LINKEDIN_INVALID, CONTACT_NAME_REQUIRED } from '../../../../domain/job-contacts-api';
import type { MessageValues } from '../../../lib/i18n/format-message';

type ContactMessageKey = 'contact.nameRequired' | 'contact.linkedinInvalid' | 'contact.tooLong';

// The schema's bound message: '<label> must be at most 2,000 characters' (job-contacts-api.ts).
const TOO_LONG = /^.+ must be at most ([\d,]+) characters$/;

/**
 * The catalog key of a message the contact schema (src/domain/job-contacts-api.ts, shared with the server) gives
 * in English, for the form's own check before sending; undefined for any other message (the e-mail's, which
 * the form rules' catalog words, or the server's, which comes in the interface language already).
 */
export function contactMessageKey(
  message: string,
): { key: ContactMessageKey; values?: MessageValues } | undefined {
  if (message === CONTACT_NAME_REQUIRED) return { key: 'contact.nameRequired' };
  if (message === CONTACT_LINKEDIN_INVALID) return { key: 'contact.linkedinInvalid' };
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? { key: 'contact.tooLong', values: { max: tooLong[1] ?? '' } } : undefined;
}
