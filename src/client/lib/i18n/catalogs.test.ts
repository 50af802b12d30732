import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../../domain/interface-languages';
import type { Messages } from './format-message';
import type { Namespace } from './namespaces';

/**
 * Every catalog says what English says: the same keys (plural keys in the forms the language has), no key
 * English lacks, and the same interpolation variables in each message, so no translation drops a figure.
 */

const FILES = import.meta.glob<Messages>('./catalogs/*/*.ts', { eager: true, import: 'default' });
const NAMESPACES = Object.keys(FILES)
  .filter((file) => file.endsWith('/en.ts'))
  .map((file) => file.split('/')[2] as string);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const VARIABLES = /\{\{\s*([\w.]+)\s*\}\}/g;

function catalogFor(namespace: string, language: string): Messages {
  const messages = FILES[`./catalogs/${namespace}/${language}.ts`];
  if (!messages) throw new Error(`catalogs/${namespace}/${language}.ts is missing`);
  return messages;
}

/** English's keys as the language must have them: a plural key in each of the language's CLDR forms. */
function expectedKeys(english: Messages, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

const variables = (message: string) => [...message.matchAll(VARIABLES)].map((m) => m[1]).sort();

it('every namespace the code defines (namespaces/*.ts) has its catalogs, under its own name', () => {
  const defined = Object.values(
    import.meta.glob<Record<string, Namespace>>('./namespaces/*.ts', { eager: true }),
  ).flatMap((module) => Object.values(module).map((namespace) => namespace.name));
  expect(defined.sort()).toEqual([...NAMESPACES].sort());
  expect(defined.length).toBeGreaterThan(0);
});

describe.each(NAMESPACES)('the %s catalogs', (namespace) => {
  const english = catalogFor(namespace, 'en');

  it('exist for every interface language and no other', () => {
    const languages = Object.keys(FILES)
      .filter((file) => file.startsWith(`./catalogs/${namespace}/`))
      .map((file) => file.replace(/^.*\/(\w+)\.ts$/, '$1'))
      .sort();
    expect(languages).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key, in its plural forms, and no other key',
    (language) => {
      expect(Object.keys(catalogFor(namespace, language)).sort()).toEqual(expectedKeys(english, language));
    },
  );

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s keeps every interpolation variable of the English message and adds none',
    (language) => {
      const messages = catalogFor(namespace, language);
      const mismatches = Object.entries(messages).flatMap(([key, text]) => {
        const source = english[key] ?? english[key.replace(PLURAL, '_other')] ?? '';
        const want = [...new Set(variables(source))];
        const have = [...new Set(variables(text))];
        return JSON.stringify(want) === JSON.stringify(have) ? [] : [`${key}: ${have} instead of ${want}`];
      });
      expect(mismatches).toEqual([]);
    },
  );

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s keeps every tag of the English message (a link, a name, a date: with-tags.tsx) and adds none',
    (language) => {
      const tags = (message: string) => [...message.matchAll(/<(\/?[a-z]+)>/g)].map((m) => m[1]).sort();
      const messages = catalogFor(namespace, language);
      const mismatches = Object.entries(messages).flatMap(([key, text]) => {
        const source = english[key] ?? english[key.replace(PLURAL, '_other')] ?? '';
        return JSON.stringify(tags(source)) === JSON.stringify(tags(text)) ? [] : [key];
      });
      expect(mismatches).toEqual([]);
    },
  );

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))(
    '%s translates: no message is left empty or in English',
    (language) => {
      const messages = catalogFor(namespace, language);
      // Words that are the same in several languages (Blog, PDF and Word) are allowed to match English, and
      // words a language writes the same way (Italian says "Password", French "Notifications", German and Dutch
      // "Passkeys", Spanish "Plan:", Italian and Dutch "Account:", German and Dutch "Links", French
      // "Certifications", French and Dutch "Expert", German "Organisation", German, Italian and Dutch "Dashboard",
      // and "in" between a degree and its field in German, Italian and Dutch); so is a message that is only
      // placeholders, tags and punctuation ('{{plan}}:', '{{font}} ({{kind}})'). A tab title's brand ('Dashboard |
      // Resumable') is never translated and is left out of the comparison.
      const SAME_EVERYWHERE =
        /^(Blog|Password|Passkeys|Notifications|Plan:|Account:|Links|Certifications|Expert|Organisation|Dashboard|in|PDF (and|et|und|e|en|y|و) ?Word|[\p{Lu}\d\s:/()]*)$/u;
      const words = (text: string) =>
        text.replace(/\{\{[^}]*\}\}|<\/?[a-z]+>|\s*\|\s*Resumable$/g, '').trim();
      const untranslated = Object.entries(messages)
        .filter(
          ([key, text]) => !text.trim() || (text === english[key] && !SAME_EVERYWHERE.test(words(text))),
        )
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );
});
