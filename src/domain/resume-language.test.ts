import { describe, expect, it } from 'vitest';
import { defaultDraftTitle } from './draft-api';
import { namedResumeTitle } from './resume-language';

describe("a resume's title before the writer gives one", () => {
  it("is the spec's '{first} {last} Resume' for an English resume, and for one without a language", () => {
    const personalDetails = { firstName: ' Ada ', lastName: 'Lovelace' };
    expect(namedResumeTitle({ personalDetails, language: 'en' })).toBe('Ada Lovelace Resume');
    expect(defaultDraftTitle({ personalDetails })).toBe('Ada Lovelace Resume');
  });

  it("is in the resume's language: no English word in a Spanish or an Arabic resume's title", () => {
    expect(
      defaultDraftTitle({ personalDetails: { firstName: 'Lucía', lastName: 'Martín' }, language: 'es' }),
    ).toBe('Currículum de Lucía Martín');
    expect(namedResumeTitle({ personalDetails: { firstName: 'ليلى' }, language: 'ar' })).toBe(
      'سيرة ليلى الذاتية',
    );
  });

  it("keeps the name as typed, even characters a replacement pattern would read ('$&')", () => {
    expect(namedResumeTitle({ personalDetails: { firstName: '$&' }, language: 'de' })).toBe('Lebenslauf $&');
  });

  it("is '' without a name ('My Resume' for a draft), and English's for a language this code does not know", () => {
    expect(namedResumeTitle({ personalDetails: { firstName: ' ' }, language: 'es' })).toBe('');
    expect(defaultDraftTitle({ language: 'es' })).toBe('My Resume');
    expect(namedResumeTitle({ personalDetails: { lastName: 'Ruiz' }, language: 'tlh' })).toBe('Ruiz Resume');
  });
});
