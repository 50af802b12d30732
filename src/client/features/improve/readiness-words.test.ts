import { describe, expect, it } from 'vitest';
import { checkReadiness } from '../../../domain/readiness';
import { resumeSchema } from '../../../domain/resume';
import { englishTranslate } from '../../lib/i18n/language-store';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { type ImproveT, readinessMessage, readinessWords } from './readiness-words';

const t: ImproveT = (key: MessageKey<typeof IMPROVE_TEXTS>, values) =>
  englishTranslate(IMPROVE_TEXTS, key, values);

describe('readinessWords', () => {
  it('says nothing blocks the download and counts the writing suggestions, never "meets every check"', () => {
    expect(readinessWords(t, 9)).toBe(
      'Nothing required is missing: your resume is ready to download. The ATS and writing check above has 9 suggestions that could make it stronger.',
    );
    expect(readinessWords(t, 1)).toContain('has 1 suggestion that');
    expect(readinessWords(t, 0)).toContain('found nothing to improve');
    expect(readinessWords(t, undefined)).toBe(
      'Nothing required is missing: your resume is ready to download.',
    );
    for (const count of [undefined, 0, 1, 9]) expect(readinessWords(t, count)).not.toMatch(/every check/);
  });
});

describe('readinessMessage', () => {
  it('knows every message the readiness check writes, word for word in English', () => {
    const blanks = {
      experience: [{ jobTitle: '', company: '', startDate: '' }],
      education: [{ institution: '', degree: '' }],
      skills: [{ name: '' }],
      additionalSections: [{ type: 'courses', title: '', items: [] }],
    } as const;
    // The schema refuses a malformed address; the readiness check reads what a draft may still hold.
    const short = resumeSchema.parse(blanks);
    short.personalDetails.email = 'not an email';
    short.personalDetails.website = 'not a url';
    const long = { ...short, summary: { ...short.summary, content: 'x'.repeat(600) } };
    const messages = new Set(
      [...checkReadiness(short), ...checkReadiness(long)].map((issue) => issue.message),
    );
    expect(messages.size).toBeGreaterThanOrEqual(12);
    for (const message of messages) expect(readinessMessage(t, message), message).toBe(message);
    expect(readinessMessage(t, 'Something new')).toBeUndefined();
  });
});
