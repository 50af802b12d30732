import { describe, expect, it } from 'vitest';
import { jobContactSchema } from '../../../../domain/job-contacts-api';
import { setLanguageState } from '../../../lib/i18n/language-store';
import { loadLanguage } from '../../../lib/i18n/load-language';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { translateNow } from '../../../lib/i18n/translate-now';
import { contactMessageKey } from './contact-messages';

/** The messages the contact form shows from its own check, before anything is sent (issue 33 item 3). */
const messagesOf = (fields: Record<string, string>) => {
  const checked = jobContactSchema.safeParse(fields);
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
};

describe('the contact form’s own messages', () => {
  it('each have a catalog key, with the limit as a value', () => {
    const messages = messagesOf({ name: '', linkedin: 'https://example.com/ada', notes: 'x'.repeat(2_001) });
    expect(messages.map((message) => contactMessageKey(message))).toEqual([
      { key: 'contact.nameRequired' },
      { key: 'contact.linkedinInvalid' },
      { key: 'contact.tooLong', values: { max: '2,000' } },
    ]);
    expect(contactMessageKey('Nombre obligatorio')).toBeUndefined();
  });

  it('read in the interface language', async () => {
    try {
      setLanguageState('es', (await loadLanguage('es')).translate);
      const [name] = messagesOf({ name: '' });
      const known = contactMessageKey(name ?? '');
      expect(known && translateNow(JOBS_TEXTS, known.key, known.values)).toBe(
        'Introduce el nombre del contacto',
      );
    } finally {
      setLanguageState('en', null);
    }
  });
});
