import { describe, expect, it } from 'vitest';
import { letterTitleForJob } from './cover-letter-api';
import { DOCUMENT_TITLES } from './document-titles';
import { defaultDraftTitle } from './draft-api';
import { INTERFACE_LANGUAGES } from './interface-languages';
import { LIMITS } from './limits';

const ada = { personalDetails: { firstName: ' Ada ', lastName: 'Lovelace' } };
const job = { title: 'Analyst', company: 'Babbage & Co' };
const placeholders = (frame: string) => [...frame.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the default titles of new drafts and letters (issue 33 item 3)', () => {
  it("stay the specification's English by default", () => {
    expect(defaultDraftTitle(ada)).toBe('Ada Lovelace Resume');
    expect(defaultDraftTitle({})).toBe('My Resume');
    expect(letterTitleForJob(job)).toBe('Analyst at Babbage & Co');
    expect(letterTitleForJob(undefined)).toBe('My Cover Letter');
    expect(letterTitleForJob({ title: '', company: 'Babbage & Co' })).toBe('Babbage & Co');
  });

  it("name a resume in the resume's language, and a nameless one in the interface language asked for", () => {
    expect(defaultDraftTitle({ ...ada, language: 'es' }, 'de')).toBe('Currículum de Ada Lovelace');
    expect(defaultDraftTitle(ada, 'es')).toBe('Ada Lovelace Resume');
    expect(defaultDraftTitle({}, 'pt')).toBe('O meu currículo');
    expect(defaultDraftTitle({}, 'nl')).toBe('Mijn cv');
    expect(letterTitleForJob(job, 'de')).toBe('Analyst bei Babbage & Co');
    expect(letterTitleForJob(undefined, 'it')).toBe('La mia lettera di presentazione');
  });

  it('fill in the same parts in every language, and a long name still fits the title', () => {
    for (const language of INTERFACE_LANGUAGES) {
      for (const key of ['resume', 'coverLetter', 'jobLetter'] as const) {
        expect(placeholders(DOCUMENT_TITLES[language][key]), `${language} ${key}`).toEqual(
          placeholders(DOCUMENT_TITLES.en[key]),
        );
      }
      const long = defaultDraftTitle({ personalDetails: { firstName: 'A'.repeat(300) } }, language);
      expect(long.length).toBeLessThanOrEqual(LIMITS.title);
    }
  });

  it("leave a name that looks like a frame's part as the user wrote it", () => {
    expect(defaultDraftTitle({ personalDetails: { firstName: '{{name}}' }, language: 'fr' })).toBe(
      'CV de {{name}}',
    );
  });
});
