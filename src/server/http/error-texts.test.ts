import { describe, expect, it } from 'vitest';
import { ERROR_CODE_BY_STATUS } from '../../domain/api-errors';
import { frenchSpacingFaults } from '../../domain/french-typography';
import { INTERFACE_LANGUAGES } from '../../domain/interface-languages';
import {
  codeOfErrorText,
  ERROR_TEXTS,
  errorText,
  recogniseErrorText,
  translateErrorText,
} from './error-texts';
import { EN, type ErrorTextCode, GENERIC_ERROR_CODES } from './error-texts/en';

const CODES = Object.keys(EN) as ErrorTextCode[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the error texts of every route, by stable code, in every interface language (issue 33 items 4, 5)', () => {
  it('has a text for every code in every language, with English’s placeholders and none left in English', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const code of CODES) {
        const text = ERROR_TEXTS[language][code];
        expect(text, `${language} ${code}`).toBeTruthy();
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(EN[code]));
        if (language !== 'en') expect(text, `${language} ${code}`).not.toBe(EN[code]);
      }
    }
  });

  it('codes are snake_case words, and none reuses a status’s code but the generic texts', () => {
    const statusCodes = new Set(Object.values(ERROR_CODE_BY_STATUS));
    for (const code of CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
      if (!GENERIC_ERROR_CODES.has(code)) expect(statusCodes.has(code), code).toBe(false);
    }
  });

  it('recognises every English text as its own code, its varying parts read back', () => {
    for (const code of CODES) {
      const names = placeholders(EN[code]);
      const values = Object.fromEntries(names.map((name, i) => [name, `${40 + i}`]));
      const english = errorText(code, 'en', values);
      expect(recogniseErrorText(english), code).toEqual({ code, values });
    }
  });

  it('translates the text and fills in its parts, leaves unknown texts and English alone', () => {
    expect(translateErrorText('Please enter a web address starting with http:// or https://', 'de')).toBe(
      'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt',
    );
    expect(translateErrorText('This PDF has 14 pages; a resume we can read has at most 10', 'es')).toBe(
      'Este PDF tiene 14 páginas; un currículum que podamos leer tiene como máximo 10',
    );
    expect(translateErrorText('Too many requests. Please try again in 7 seconds.', 'ar')).toBe(
      'طلبات كثيرة جدًا. حاول مرة أخرى بعد 7 ثانية.',
    );
    expect(translateErrorText('Something nobody catalogued', 'fr')).toBe('Something nobody catalogued');
    expect(translateErrorText('Job not found', 'en')).toBe('Job not found');
    expect(codeOfErrorText('Job not found')).toBe('job_not_found');
    expect(codeOfErrorText('Not found')).toBeUndefined();
  });

  it('sets French high punctuation apart with no-break spaces', () => {
    const faults = CODES.flatMap((code) =>
      frenchSpacingFaults(ERROR_TEXTS.fr[code]).map((f) => `${code}: ${f}`),
    );
    expect(faults).toEqual([]);
  });
});

describe('the warnings of a resume import in the reader’s language (issue 33 item 4)', () => {
  it('translates the frame, the reason it names and the type word, never the path or the user’s text', () => {
    expect(translateErrorText('contactInfo.email ("ada@") was left out: Valid email is required', 'es')).toBe(
      'Se ha omitido contactInfo.email ("ada@"): Se necesita un correo electrónico válido',
    );
    expect(translateErrorText('skills should be a list, not a string: left out', 'fr')).toBe(
      'skills devrait être une liste, pas un texte\u00a0: laissé de côté',
    );
    expect(
      translateErrorText('experience.0: "Not found" has no field of its own and was left out', 'de'),
    ).toBe('experience.0: „Not found“ hat kein eigenes Feld und wurde weggelassen');
    expect(translateErrorText('Skill "Go": level "Guru" was read as intermediate', 'en')).toBe(
      'Skill "Go": level "Guru" was read as intermediate',
    );
  });
});

describe('the ATS read-back’s causes in the reader’s language (issue 33 item 3)', () => {
  it('translates the frame, the file and the part of the page, and keeps the template’s name', () => {
    const cause =
      "The reader found nothing here in the job's dates of the Word file made with the modern template.";
    expect(translateErrorText(cause, 'de')).toBe(
      'Das Lesesystem hat hier in den Daten der Stelle der Word-Datei mit der Vorlage modern nichts gefunden.',
    );
    expect(translateErrorText(cause, 'ar')).toBe(
      'لم يجد نظام القراءة شيئًا هنا في تواريخ الوظيفة من ملف Word المنشأ بالقالب modern.',
    );
    expect(translateErrorText(cause, 'en')).toBe(cause);
  });
});
