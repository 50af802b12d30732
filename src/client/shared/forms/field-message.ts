import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../domain/auth-rules';
import { SUMMARY_MIN_LENGTH } from '../../../domain/readiness';
import type { MessageValues } from '../../lib/i18n/format-message';
import { englishTranslate } from '../../lib/i18n/language-store';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { FORM_TEXTS } from '../../lib/i18n/namespaces/forms';
import { useT } from '../../lib/i18n/use-t';

type FormKey = MessageKey<typeof FORM_TEXTS>;

/** The limits the rules' messages name, per message. */
const VALUES: Partial<Record<FormKey, MessageValues>> = {
  'firstName.tooShort': { min: NAME_MIN_LENGTH },
  'firstName.tooLong': { max: NAME_MAX_LENGTH },
  'lastName.tooShort': { min: NAME_MIN_LENGTH },
  'lastName.tooLong': { max: NAME_MAX_LENGTH },
  'email.tooLong': { max: EMAIL_MAX_LENGTH },
  'password.tooShort': { min: PASSWORD_MIN_LENGTH },
  'password.tooLong': { max: PASSWORD_MAX_LENGTH },
  'password.hint': { min: PASSWORD_MIN_LENGTH },
  'resume.summaryTooShort': { min: SUMMARY_MIN_LENGTH },
};

/** A limit that differs by field (the resume's text fields: 200 characters, 254 for an e-mail, ...). */
const TOO_LONG = /^Must be at most (\d+) characters$/;

let byEnglish: Map<string, FormKey> | undefined;

/** The key of a rule's English message, or undefined for a message that is not one of the rules'. */
export function formMessageKey(message: string): FormKey | undefined {
  byEnglish ??= new Map(
    (Object.keys(FORM_TEXTS.english) as FormKey[]).map((key) => [
      englishTranslate(FORM_TEXTS, key, VALUES[key]),
      key,
    ]),
  );
  return byEnglish.get(message);
}

/**
 * A form rule's message (the domain's zod schemas, in English, shared with the server) in the interface
 * language. Any other message, such as a server's answer, is shown as it came.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useT(FORM_TEXTS);
  return (message) => {
    if (!message) return message;
    const key = formMessageKey(message);
    if (key) return t(key, VALUES[key]);
    const tooLong = TOO_LONG.exec(message);
    return tooLong ? t('resume.tooLong', { max: Number(tooLong[1]) }) : message;
  };
}
