import { escapeRegExp } from '../../domain/escape-reg-exp';
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

type Terms = Readonly<Record<string, string>>;

/**
 * Our own words that fill a frame, by placeholder, in each language: the JSON types a JSON Resume part may
 * wrongly have (json-resume-import.ts), and the read-back's file and part of the page (read-back.ts). Any other
 * placeholder is a path, a number or the user's text, and stays as it came.
 */
const TERMS: Readonly<
  Record<Exclude<InterfaceLanguage, 'en'>, Readonly<Record<'type' | 'file' | 'where', Terms>>>
> = {
  es: {
    type: {
      'a list': 'una lista',
      'an object': 'un objeto',
      'a string': 'un texto',
      'a number': 'un número',
      'a boolean': 'un booleano',
    },
    file: { PDF: 'PDF', 'Word file': 'archivo de Word' },
    where: {
      'the header': 'encabezado',
      'the contact line': 'línea de contacto',
      "the job's heading line": 'línea de título del empleo',
      "the job's dates": 'fechas del empleo',
      "the job's bullets": 'viñetas del empleo',
      'the education entry': 'entrada de formación',
      'the skills list': 'lista de aptitudes',
    },
  },
  fr: {
    type: {
      'a list': 'une liste',
      'an object': 'un objet',
      'a string': 'un texte',
      'a number': 'un nombre',
      'a boolean': 'un booléen',
    },
    file: { PDF: 'PDF', 'Word file': 'fichier Word' },
    where: {
      'the header': 'l’en-tête',
      'the contact line': 'la ligne de contact',
      "the job's heading line": 'la ligne de titre du poste',
      "the job's dates": 'les dates du poste',
      "the job's bullets": 'les puces du poste',
      'the education entry': 'l’entrée de formation',
      'the skills list': 'la liste des compétences',
    },
  },
  de: {
    type: {
      'a list': 'eine Liste',
      'an object': 'ein Objekt',
      'a string': 'ein Text',
      'a number': 'eine Zahl',
      'a boolean': 'ein Wahrheitswert',
    },
    file: { PDF: 'PDF-Datei', 'Word file': 'Word-Datei' },
    where: {
      'the header': 'der Kopfzeile',
      'the contact line': 'der Kontaktzeile',
      "the job's heading line": 'der Überschriftszeile der Stelle',
      "the job's dates": 'den Daten der Stelle',
      "the job's bullets": 'den Stichpunkten der Stelle',
      'the education entry': 'dem Ausbildungseintrag',
      'the skills list': 'der Liste der Kenntnisse',
    },
  },
  pt: {
    type: {
      'a list': 'uma lista',
      'an object': 'um objeto',
      'a string': 'um texto',
      'a number': 'um número',
      'a boolean': 'um booleano',
    },
    file: { PDF: 'PDF', 'Word file': 'ficheiro Word' },
    where: {
      'the header': 'cabeçalho',
      'the contact line': 'linha de contacto',
      "the job's heading line": 'linha de título do cargo',
      "the job's dates": 'datas do cargo',
      "the job's bullets": 'marcadores do cargo',
      'the education entry': 'entrada de formação',
      'the skills list': 'lista de competências',
    },
  },
  it: {
    type: {
      'a list': 'un elenco',
      'an object': 'un oggetto',
      'a string': 'un testo',
      'a number': 'un numero',
      'a boolean': 'un booleano',
    },
    file: { PDF: 'PDF', 'Word file': 'file Word' },
    where: {
      'the header': 'intestazione',
      'the contact line': 'riga dei contatti',
      "the job's heading line": 'riga del titolo dell’esperienza',
      "the job's dates": 'date dell’esperienza',
      "the job's bullets": 'punti elenco dell’esperienza',
      'the education entry': 'voce di istruzione',
      'the skills list': 'elenco delle competenze',
    },
  },
  nl: {
    type: {
      'a list': 'een lijst',
      'an object': 'een object',
      'a string': 'een tekst',
      'a number': 'een getal',
      'a boolean': 'een booleaanse waarde',
    },
    file: { PDF: 'pdf-bestand', 'Word file': 'Word-bestand' },
    where: {
      'the header': 'de kop',
      'the contact line': 'de contactregel',
      "the job's heading line": 'de kopregel van de functie',
      "the job's dates": 'de datums van de functie',
      "the job's bullets": 'de opsommingspunten van de functie',
      'the education entry': 'het opleidingsitem',
      'the skills list': 'de lijst met vaardigheden',
    },
  },
  ar: {
    type: {
      'a list': 'قائمة',
      'an object': 'كائنًا',
      'a string': 'نصًا',
      'a number': 'رقمًا',
      'a boolean': 'قيمة منطقية',
    },
    file: { PDF: 'ملف PDF', 'Word file': 'ملف Word' },
    where: {
      'the header': 'الترويسة',
      'the contact line': 'سطر الاتصال',
      "the job's heading line": 'سطر عنوان الوظيفة',
      "the job's dates": 'تواريخ الوظيفة',
      "the job's bullets": 'نقاط الوظيفة',
      'the education entry': 'بند التعليم',
      'the skills list': 'قائمة المهارات',
    },
  },
};

/** The error text in the language when it is catalogued; otherwise the text as it is. */
export function translateErrorText(text: string, language: InterfaceLanguage): string {
  if (language === 'en') return text;
  const known = recogniseErrorText(text);
  if (!known) return text;
  // Only our own parts are translated: a reason is itself one of these texts, a type, file or part of the
  // page one of a few words; a path, a number or what the user wrote stays as it came.
  const values = { ...known.values };
  if (values.reason !== undefined) values.reason = translateErrorText(values.reason, language);
  for (const name of ['type', 'file', 'where'] as const) {
    const value = values[name];
    if (value !== undefined) values[name] = TERMS[language][name][value] ?? value;
  }
  return errorText(known.code, language, values);
}

/**
 * The stable code an answer with this text carries when its route named none: the text's own, or for the
 * generic texts (not found, not signed in, ...) undefined, so the status's code stands.
 */
export function codeOfErrorText(text: string): ErrorTextCode | undefined {
  const known = recogniseErrorText(text);
  return known && !GENERIC_ERROR_CODES.has(known.code) ? known.code : undefined;
}

/**
 * Findings as the analysis wrote them (a writing check's message, the read-back's cause and fix), their texts in
 * the language: the frames are catalogued, the user's words inside them stay as written.
 */
export function translateFindings<T extends object>(
  items: readonly T[],
  language: InterfaceLanguage,
  fields: readonly (keyof T & string)[],
): T[] {
  if (language === 'en') return [...items];
  return items.map((item) => {
    const translated = { ...item } as Record<string, unknown>;
    for (const field of fields) {
      const text = translated[field];
      if (typeof text === 'string') translated[field] = translateErrorText(text, language);
    }
    return translated as T;
  });
}
