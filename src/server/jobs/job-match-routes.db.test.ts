import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { JOB_DESCRIPTION_REQUIRED, MAX_JOB_DESCRIPTION_CHARS } from '../../domain/job-match-api';
import { getSampleResume } from '../../domain/sample-resumes';

/** POST /api/job-match on the real app, as a guest: the contract of issue 14. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job-match',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const resume = getSampleResume('01')?.resume;
const AD = `Senior Software Engineer
Requirements:
- 5+ years of experience building web applications with React and TypeScript
- PostgreSQL and AWS; Kubernetes a plus
- Bachelor's degree in Computer Science
- Strong communication skills
Benefits: dental insurance, 401(k).`;

describe('POST /api/job-match', () => {
  it('answers {score, matched, missing, checks} with kinds and the ad wording, for a guest', async () => {
    const response = await post({ resume, jobDescription: AD });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
    const kinds = new Set(['hard', 'soft', 'title', 'education', 'experience']);
    for (const item of [...report.matched, ...report.missing]) {
      expect(kinds.has(item.kind)).toBe(true);
      expect(typeof item.term).toBe('string');
    }
    const terms = [...report.matched, ...report.missing].map((item: { term: string }) => item.term);
    expect(terms).toEqual(expect.arrayContaining(['React', 'TypeScript', 'PostgreSQL', 'AWS']));
    // Boilerplate is not a requirement.
    expect(terms.join(' ')).not.toMatch(/dental|401/i);
    expect(Array.isArray(report.checks)).toBe(true);
    for (const check of report.checks) expect(['error', 'warning', 'info']).toContain(check.severity);
  });

  it('reads a half-typed resume instead of refusing it', async () => {
    const response = await post({
      resume: {
        personalDetails: { firstName: 'Elena', email: 'elena.marquez@' },
        skills: [{ name: 'React' }],
      },
      jobDescription: AD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().matched.map((m: { term: string }) => m.term)).toContain('React');
  });

  it.each([
    ['an empty description', { resume, jobDescription: '' }],
    ['a whitespace description', { resume, jobDescription: '   \n ' }],
    ['no description', { resume }],
  ])('answers 400 with a field error for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { jobDescription: JOB_DESCRIPTION_REQUIRED },
    });
  });

  it('answers 400 for a description over 30,000 characters', async () => {
    const response = await post({ resume, jobDescription: 'a '.repeat(MAX_JOB_DESCRIPTION_CHARS / 2 + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.jobDescription).toMatch(/at most 30,000/);
  });

  it.each([
    ['a string body', JSON.stringify('hello')],
    ['a resume that is a list', { resume: [1, 2], jobDescription: AD }],
    ['a resume with a wrong shape', { resume: { experience: 'lots' }, jobDescription: AD }],
    ['a number as description', { resume, jobDescription: 42 }],
    ['malformed JSON', '{"resume": '],
  ])('answers 400, never a 5xx, for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /api/resume-check', () => {
  it('answers the ATS and writing check of a resume without a job ad', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume-check',
      payload: {
        resume: {
          personalDetails: { firstName: 'Sam' },
          experience: [{ description: '<ul><li>I did stuff</li></ul>' }],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().checks.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['contact-email', 'bullet-no-action-verb', 'first-person']));
  });

  it('writes the findings in the request’s language, the user’s words as written, English as before (issue 33)', async () => {
    const payload = {
      resume: {
        personalDetails: { firstName: 'Sam' },
        experience: [{ description: '<ul><li>I did stuff</li></ul>' }],
      },
    };
    const ask = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resume-check',
        headers: language ? { 'accept-language': language } : {},
        payload,
      });
    type Check = { id: string; message: string };
    const messageOf = (checks: Check[], id: string) => checks.find((c) => c.id === id)?.message;
    const german = (await ask('de')).json().checks as Check[];
    expect(messageOf(german, 'contact-email')).toBe(
      'Geben Sie eine E-Mail-Adresse an, damit ein Recruiter Sie erreichen kann.',
    );
    expect(messageOf(german, 'bullet-no-action-verb')).toBe(
      'Beginnen Sie mit einem Tätigkeitsverb (Led, Built, Reduced...): „I did stuff“',
    );
    const arabic = (await ask('ar')).json().checks as Check[];
    expect(messageOf(arabic, 'contact-email')).toBe(
      'أضف عنوان بريد إلكتروني ليتمكن مسؤول التوظيف من التواصل معك.',
    );
    const english = (await ask()).json().checks as Check[];
    expect(messageOf(english, 'contact-email')).toBe('Add an e-mail address so a recruiter can reach you.');
    expect(messageOf(english, 'bullet-no-action-verb')).toBe(
      'Start with an action verb (Led, Built, Reduced...): "I did stuff"',
    );
    // Every finding is catalogued: none is left in English for a Spanish reader.
    const spanish = (await ask('es')).json().checks as Check[];
    const englishById = new Map(english.map((c) => [c.id, c.message]));
    for (const check of spanish) expect(check.message, check.id).not.toBe(englishById.get(check.id));
  });

  it('answers 400 for a resume of the wrong shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume-check',
      payload: { resume: { skills: 'many' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.resume).toBeDefined();
  });
});
