import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Messages } from './format-message';
import { formatMessage } from './format-message';
import { pseudoLocalize } from './pseudo-language';

/** Every catalog of every language, as language -> namespace -> messages. */
const CATALOGS: Record<string, Record<string, Messages>> = {};
for (const [file, messages] of Object.entries(
  import.meta.glob<Messages>('./catalogs/*/*.ts', { eager: true, import: 'default' }),
)) {
  const [, , namespace, language] = /^\.\/(catalogs)\/([\w-]+)\/(\w+)\.ts$/.exec(file) ?? [];
  if (!namespace || !language) continue;
  CATALOGS[language] = { ...CATALOGS[language], [namespace]: messages };
}

/** Sample values for every variable the catalogs use, so each message is formatted in full. */
const VALUES = {
  name: 'Ana',
  minutes: 7,
  rating: 4,
  uplift: '2.7x',
  views: '83%',
  plan: '7-Day Trial',
  price: '$1.95',
  renewal: '$27.88',
  days: 14,
  plans: 'A. B',
};

describe('formatMessage, the renderer of every language without i18next', () => {
  it('renders every message of every catalog exactly as i18next does, for each plural form', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      resources: CATALOGS,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    expect(Object.keys(CATALOGS).length).toBeGreaterThan(1);
    for (const [language, catalogs] of Object.entries(CATALOGS)) {
      for (const [namespace, messages] of Object.entries(catalogs)) {
        const baseKeys = new Set(
          Object.keys(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        );
        for (const key of baseKeys) {
          // Counts that reach each CLDR form of the eight languages (Arabic's six among them).
          for (const count of [undefined, 0, 1, 2, 3, 11, 100, 1_000_000]) {
            const values = count === undefined ? VALUES : { ...VALUES, count };
            expect(
              formatMessage(messages, key, language, values),
              `${language} ${namespace}:${key} (${count})`,
            ).toBe(i18n.t(key, { ...values, lng: language, ns: namespace }));
          }
        }
      }
    }
    // Every message of every catalog at eight counts: it grows with each area translated, and the shared test
    // machine runs it at a fraction of a core.
  }, 180_000);

  it('chooses the plural form by count with the language’s rules', () => {
    const messages = { n_one: 'one item', n_other: '{{count}} items', n_few: '{{count}} few', n_two: 'two' };
    expect(formatMessage(messages, 'n', 'en', { count: 1 })).toBe('one item');
    expect(formatMessage(messages, 'n', 'en', { count: 5 })).toBe('5 items');
    expect(formatMessage(messages, 'n', 'ar', { count: 2 })).toBe('two');
    expect(formatMessage(messages, 'n', 'ar', { count: 3 })).toBe('3 few');
  });

  it('leaves an unknown placeholder visible rather than blank, and answers the key when missing', () => {
    expect(formatMessage({ a: 'Hi {{who}}' }, 'a', 'en')).toBe('Hi {{who}}');
    expect(formatMessage({}, 'missing.key', 'en')).toBe('missing.key');
  });
});

describe('pseudoLocalize', () => {
  it('accents every letter, lengthens the text by about 40% and keeps placeholders', () => {
    const text = 'Build an ATS-friendly resume in {{minutes}} minutes';
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toContain('{{minutes}}');
    expect(pseudo.replace('{{minutes}}', '')).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length / text.length).toBeGreaterThan(1.3);
    expect(pseudo.startsWith('[') && pseudo.endsWith(']')).toBe(true);
  });
});
