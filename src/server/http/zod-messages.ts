import { z } from 'zod';
import type { InterfaceLanguage } from '../../domain/interface-languages';

type OtherLanguage = Exclude<InterfaceLanguage, 'en'>;

/** zod's own locales for the interface languages; 'pt' is European Portuguese, as the product's is. */
const LOCALES: Readonly<Record<OtherLanguage, () => { localeError: z.core.$ZodErrorMap }>> = {
  es: z.locales.es,
  fr: z.locales.fr,
  de: z.locales.de,
  pt: z.locales.pt,
  it: z.locales.it,
  nl: z.locales.nl,
  ar: z.locales.ar,
};

const maps = new Map<OtherLanguage, z.core.$ZodErrorMap>();

/**
 * The error map that words zod's own messages (a wrong type, too short, not one of the options: those no schema
 * of ours words itself) in the language, to pass to one parse call (`schema.safeParse(input, { error })`). A
 * schema's own message outranks it, so the spec's English texts stay and are translated from the catalogue.
 * Per call rather than `z.config(...)`: one server answers requests in several languages at once, and a global
 * switch would race between them (ADR 0096). English gets none, so its texts stay zod's defaults exactly.
 */
export function zodErrorMap(language: InterfaceLanguage): z.core.$ZodErrorMap | undefined {
  if (language === 'en') return undefined;
  let map = maps.get(language);
  if (!map) {
    const { localeError } = LOCALES[language]();
    // Some locales start a message with a stray space (zod's Arabic 'too big').
    map = (issue) => {
      const message = localeError(issue);
      return typeof message === 'string' ? message.trim() : message;
    };
    maps.set(language, map);
  }
  return map;
}
