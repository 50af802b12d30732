import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { countWords } from '../../domain/cover-letter-generation-api';
import { getSampleResume } from '../../domain/sample-resumes';

/** POST /api/generate-cover-letter on the real app, as a guest, with the built-in writer (no AI_* configuration). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/generate-cover-letter';
const post = (payload: unknown, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const resume = getSampleResume('03')?.resume;
const AD = `Account Executive - Mid-Market

What you'll do
- Own a quota and close new business with mid-market accounts
- Run discovery, demos and negotiation through Salesforce
- Prospecting and account management across your territory

Requirements
- 3+ years of B2B sales; consultative selling`;

describe('POST /api/generate-cover-letter', () => {
  it('answers {paragraphs}: 4-5 paragraphs, 250-400 words, naming the role and the company', async () => {
    const response = await post({
      resume,
      jobDescription: AD,
      jobTitle: 'Account Executive',
      company: 'Harbor Freight Tech',
      tone: 'warm',
      variant: 3,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ paragraphs: string[] }>();
    expect(Object.keys(body)).toEqual(['paragraphs']);
    expect(body.paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(body.paragraphs.length).toBeLessThanOrEqual(5);
    const words = countWords(body.paragraphs.join(' '));
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(400);
    expect(body.paragraphs[0]).toContain('Account Executive');
    expect(body.paragraphs[0]).toContain('Harbor Freight Tech');
    expect(body.paragraphs.join(' ')).toContain('Lone Star Office Supply');
  });

  it('needs only a resume, and takes the builder’s whole resume document as it is', async () => {
    const bare = await post({ resume: {} });
    expect(bare.statusCode).toBe(200);
    expect(countWords(bare.json().paragraphs.join(' '))).toBeGreaterThanOrEqual(250);
    // Half-typed fields the resume schema would reject (an e-mail still being typed) do not matter here.
    const halfTyped = await post({
      resume: { ...resume, contactInfo: { email: 'jordan@' } },
      tone: 'concise',
    });
    expect(halfTyped.statusCode).toBe(200);
  });

  it('answers the same paragraphs for the same request, and others for another variant', async () => {
    const request = { resume, jobTitle: 'Account Executive', company: 'Acme' };
    const first = (await post(request)).json().paragraphs;
    expect((await post(request)).json().paragraphs).toEqual(first);
    const other = (await post({ ...request, variant: 1 })).json().paragraphs;
    expect(other).toHaveLength(first.length);
    expect(other).not.toEqual(first);
  });

  it.each([
    ['no resume', { jobTitle: 'Cook' }],
    ['a JSON string body', 'hello'],
    ['an unknown tone', { resume: {}, tone: 'angry' }],
    ['a variant past 99', { resume: {}, variant: 100 }],
    ['a fractional variant', { resume: {}, variant: 1.5 }],
    ['a resume of the wrong type', { resume: 'my resume' }],
    ['experience of the wrong type', { resume: { experience: 'lots' } }],
    ['a job ad past 30,000 characters', { resume: {}, jobDescription: 'a '.repeat(15_001) }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers 400 (not 500) for invalid JSON and 413 past 256 KB', async () => {
    expect((await post('{"resume":')).statusCode).toBe(400);
    const big = await post({ resume: { summary: { content: 'a'.repeat(300_000) } } });
    expect(big.statusCode).toBe(413);
  });

  it('refuses a cross-site request', async () => {
    const response = await post({ resume: {} }, t.app, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('is documented in the OpenAPI document with its answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths[URL]?.post;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '413', '429']),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the AI per-minute limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '2' } });
    try {
      expect((await post({ resume: {} }, limited.app)).statusCode).toBe(200);
      expect((await post({ resume: {} }, limited.app)).statusCode).toBe(200);
      const third = await post({ resume: {} }, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
