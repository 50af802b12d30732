import type { InterfaceLanguage } from '../../domain/interface-languages';
import { AR } from './error-texts/ar';
import { DE } from './error-texts/de';
import { EN, type ErrorTextCode, type ErrorTexts, GENERIC_ERROR_CODES } from './error-texts/en';
import { ES } from './error-texts/es';
import { FR } from './error-texts/fr';
import { IT } from './error-texts/it';
import { NL } from './error-texts/nl';
import { PT } from './error-texts/pt';

export const ERROR_TEXTS: Readonly<Record<InterfaceLanguage, ErrorTexts>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  pt: PT,
  it: IT,
  nl: NL,
  ar: AR,
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English text with `{{name}}` parts, as a pattern that captures each part by name. */
function patternOf(template: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(template.slice(last, match.index))}(?<${match[1]}>.+?)`;
    last = (match.index ?? 0) + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(template.slice(last))}$`, 's');
}

const EXACT = new Map<string, ErrorTextCode>();
const PATTERNS: { code: ErrorTextCode; pattern: RegExp }[] = [];
for (const [code, template] of Object.entries(EN) as [ErrorTextCode, string][]) {
  if (template.includes('{{')) PATTERNS.push({ code, pattern: patternOf(template) });
  else EXACT.set(template, code);
}

export interface KnownErrorText {
  code: ErrorTextCode;
  /** The parts that vary, as the English text had them (a number, a list, a provider's name). */
  values: Readonly<Record<string, string>>;
}

/** Which catalogued text an English error text is, with its varying parts; null for a text not catalogued. */
export function recogniseErrorText(text: string): KnownErrorText | null {
  const exact = EXACT.get(text);
  if (exact) return { code: exact, values: {} };
  for (const { code, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { code, values: { ...match.groups } };
  }
  return null;
}

/** The text of a code in a language, its `{{name}}` parts filled in. */
export function errorText(
  code: ErrorTextCode,
  language: InterfaceLanguage,
  values: Readonly<Record<string, string>> = {},
): string {
  return ERROR_TEXTS[language][code].replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** The error text in the language when it is catalogued; otherwise the text as it is. */
export function translateErrorText(text: string, language: InterfaceLanguage): string {
  if (language === 'en') return text;
  const known = recogniseErrorText(text);
  return known ? errorText(known.code, language, known.values) : text;
}

/**
 * The stable code an answer with this text carries when its route named none: the text's own, or for the
 * generic texts (not found, not signed in, ...) undefined, so the status's code stands.
 */
export function codeOfErrorText(text: string): ErrorTextCode | undefined {
  const known = recogniseErrorText(text);
  return known && !GENERIC_ERROR_CODES.has(known.code) ? known.code : undefined;
}
