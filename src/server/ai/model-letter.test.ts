import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type GenerateCoverLetterRequest,
  generateCoverLetterRequestSchema,
} from '../../domain/cover-letter-generation-api';
import { getSampleResume } from '../../domain/sample-resumes';
import { writeCoverLetter } from '../analysis/cover-letter/write-cover-letter';
import { createBuiltInProvider } from './ai-provider';
import { createOpenAiProvider } from './openai-provider';
import { COVER_LETTER_PROMPT } from './prompts';

/**
 * The configured model's cover letter, against a local OpenAI-compatible server whose answer each test
 * chooses (as openai-provider.test.ts does): a letter that passes the checks is used; one that invents an
 * employer or a figure, misses the length or fails falls back to the built-in writer, and the reason is logged.
 */

const NOW = new Date('2026-11-01T00:00:00Z');
let answer: (body: Record<string, unknown>) => { status: number; content?: string };
let server: Server;
let baseUrl: string;
const received: Record<string, unknown>[] = [];
const warnings: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      received.push(parsed);
      const { status, content } = answer(parsed);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: content ?? '' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  warnings.length = 0;
});

const provider = () =>
  createOpenAiProvider({
    baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    fallback: createBuiltInProvider(() => NOW),
    logger: { warn: (details) => warnings.push(details) },
    timeoutMs: 800,
  });

const request: GenerateCoverLetterRequest = {
  resume: getSampleResume('02')?.resume ?? {},
  jobDescription: 'Digital Marketing Manager\nRun paid search, SEO and email marketing for our store.',
  jobTitle: 'Digital Marketing Manager',
  company: 'Verdant Home Goods',
  tone: 'warm',
};
const input = generateCoverLetterRequestSchema.parse(request);
const builtIn = writeCoverLetter(input, NOW);
// A grounded letter in bounds that the built-in writer would not write: another variant's wording.
const modelLetter = writeCoverLetter({ ...input, variant: 7 }, NOW);
const reply = (paragraphs: string[]) => () => ({ status: 200, content: JSON.stringify({ paragraphs }) });

describe('the configured model writes the cover letter', () => {
  it('sends the cover-letter prompt and the request in the data block, and uses a letter that passes', async () => {
    expect(modelLetter).not.toEqual(builtIn);
    answer = reply(['Dear Hiring Manager,', ...modelLetter, 'Warm regards, Priya Sandoval']);
    expect(await provider().generateCoverLetter(input)).toEqual(modelLetter);
    expect(warnings).toEqual([]);
    const messages = received[0]?.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toBe(COVER_LETTER_PROMPT('warm'));
    expect(messages[1]?.content).toContain('"company":"Verdant Home Goods"');
    expect(messages[1]?.content).toContain('Lakeshore Goods');
  });

  const withInvention = (paragraphs: string[], sentence: string) =>
    paragraphs.map((p, i) => (i === 1 ? `${p} ${sentence}` : p));

  it.each([
    [
      'an invented employer',
      reply(withInvention(modelLetter, 'Before that I worked at Globex Corporation.')),
      'ungrounded output',
    ],
    [
      'an invented figure',
      reply(withInvention(modelLetter, 'I grew revenue by 55% in a year.')),
      'ungrounded output',
    ],
    ['an invented school', reply(withInvention(modelLetter, 'I studied at Stanford.')), 'ungrounded output'],
    ['a letter that is too short', reply(modelLetter.map((p) => p.split('. ')[0] as string)), 'words'],
    ['too few paragraphs', reply([modelLetter.join(' ')]), '1 paragraphs'],
    [
      'a letter without the company',
      reply(modelLetter.map((p) => p.replaceAll('Verdant Home Goods', 'your company'))),
      'role or company not named',
    ],
    ['JSON of the wrong shape', () => ({ status: 200, content: '{"letter": "Hi"}' }), 'invalid output'],
    ['a 500', () => ({ status: 500 }), 'status 500'],
  ])('falls back to the built-in writer on %s and logs why', async (_name, failing, reason) => {
    answer = failing;
    expect(await provider().generateCoverLetter(input)).toEqual(builtIn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ aiTask: 'cover letter' });
    expect(String(warnings[0]?.reason)).toContain(reason);
  });
});
