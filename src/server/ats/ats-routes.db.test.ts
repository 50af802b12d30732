import { PassThrough } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { handPdf } from '../../../tests/support/hand-pdf';
import { sampleResume } from '../../../tests/support/resume-fixtures';
import { getSampleResume } from '../../domain/sample-resumes';
import { resumeDrafts } from '../db/schema';
import { buildResumeDocx } from '../documents/docx/build-docx';
import { createInProcessRenderer } from '../documents/render/render-pool';
import { Typesetter } from '../documents/render/typesetter';

/** Issue 32: GET /api/resume-drafts/:id/read-back (owner only, no plan) and POST /api/ats-check (anyone). */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ overrides: { renderer: createInProcessRenderer() } });
});
afterAll(() => testApp.close());

async function actor() {
  const user = await createUser(testApp.database.db);
  return { id: user.id, cookie: await sessionCookieFor(testApp.database.db, user.id) };
}

/** The fixture with month dates only: its free-text 'Spring 1842' is a difference of its own (test below). */
const cleanResume = (overrides: Parameters<typeof sampleResume>[0] = {}) => {
  const resume = sampleResume(overrides);
  resume.experience[1]!.startDate = '1842-03';
  return resume;
};

async function draftOf(owner: { id: string }, data: unknown = cleanResume()): Promise<string> {
  const [row] = await testApp.database.db
    .insert(resumeDrafts)
    .values({ userId: owner.id, title: 'Ada CV', data })
    .returning({ id: resumeDrafts.id });
  return row!.id;
}

function readBack(cookie: string | null, id: string, query = '?format=pdf') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/resume-drafts/${id}/read-back${query}`,
    headers: cookie ? { cookie } : {},
  });
}

const BOUNDARY = '----resumable-ats-check';

function check(
  file: { name: string; type: string; data: Uint8Array } | null,
  jobDescription?: string,
  app = testApp,
) {
  const parts: Buffer[] = [];
  if (jobDescription !== undefined) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="jobDescription"\r\n\r\n${jobDescription}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return app.app.inject({
    method: 'POST',
    url: '/api/ats-check',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(parts),
  });
}

describe('GET /api/resume-drafts/:id/read-back', () => {
  it('answers 401 signed out and 404 for another user’s draft or an id that is no draft', async () => {
    const owner = await actor();
    const other = await actor();
    const id = await draftOf(owner);
    expect((await readBack(null, id)).statusCode).toBe(401);
    const foreign = await readBack(other.cookie, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, error: 'Resume draft not found' });
    expect((await readBack(owner.cookie, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('reads the owner’s PDF back whole and the Word file field by field, with no plan', async () => {
    const owner = await actor();
    const id = await draftOf(owner);
    const pdf = await readBack(owner.cookie, id, '?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().differences).toEqual([]);
    expect(pdf.json().score).toBe(100);
    expect(pdf.json().fields).toContainEqual({
      path: 'contactInfo.email',
      expected: 'ada@example.com',
      read: 'ada@example.com',
    });
    const docx = await readBack(owner.cookie, id, '?format=docx');
    expect(docx.statusCode).toBe(200);
    const body = docx.json();
    expect(body.fields.map((field: { path: string }) => field.path)).toEqual(
      pdf.json().fields.map((field: { path: string }) => field.path),
    );
    // The score is the share of fields without a difference, whatever the Word reader gets wrong today.
    const expected =
      Math.round((1000 * (body.fields.length - body.differences.length)) / body.fields.length) / 10;
    expect(body.score).toBe(expected);
    expect(body.score).toBeGreaterThanOrEqual(80);
    // Without a format, the PDF: the file most people send.
    expect((await readBack(owner.cookie, id, '')).json().score).toBe(100);
  });

  it('marks a free-text date the reader does not understand, with the fix', async () => {
    const owner = await actor();
    const body = (await readBack(owner.cookie, await draftOf(owner, sampleResume()))).json();
    expect(body.differences).toContainEqual(
      expect.objectContaining({ path: 'experience.1.startDate', kind: 'date', expected: 'Spring 1842' }),
    );
    expect(body.score).toBeLessThan(100);
  });

  it('marks the skills lost when the Skills heading is renamed to one a reader does not know', async () => {
    const owner = await actor();
    const id = await draftOf(owner, cleanResume({ sectionLayout: { titles: { skills: 'Toolbox' } } }));
    const body = (await readBack(owner.cookie, id)).json();
    const skills = body.differences.filter((d: { path: string }) => d.path.startsWith('skills.'));
    expect(skills.length).toBeGreaterThan(0);
    expect(skills[0]).toMatchObject({ kind: 'moved' });
    expect(skills[0].fix).toMatch(/Skills/);
    expect(body.score).toBeLessThan(100);
  });

  it('is a 400 for a format it does not make', async () => {
    const owner = await actor();
    const response = await readBack(owner.cookie, await draftOf(owner), '?format=txt');
    expect(response.statusCode).toBe(400);
  });

  it('is documented in /api/openapi.json with its answer, as is the checker', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const readBackPath = Object.keys(document.paths).find((path) => path.endsWith('/read-back'));
    expect(readBackPath).toBeDefined();
    const answer = document.paths[readBackPath!].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['score', 'fields', 'differences']);
    expect(
      Object.keys(
        document.paths['/api/ats-check'].post.responses['200'].content['application/json'].schema.properties,
      ),
    ).toEqual(['resume', 'readBack', 'checks', 'match']);
  });
});

describe('POST /api/ats-check', () => {
  const sample = getSampleResume('01')!.resume;

  it('reads a PDF without an account: the resume, the fields found, the checks; nothing is stored', async () => {
    const [before] = await testApp.database.db.select({ n: count() }).from(resumeDrafts);
    const response = await check({
      name: 'cv.pdf',
      type: 'application/pdf',
      data: new Typesetter().renderPdf(sample),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.resume.contactInfo.email).toBe(sample.contactInfo.email);
    expect(body.readBack.fields).toContainEqual({
      path: 'experience.0.company',
      read: sample.experience[0]!.company,
    });
    expect(Array.isArray(body.checks)).toBe(true);
    expect(body.match).toBeUndefined();
    const [after] = await testApp.database.db.select({ n: count() }).from(resumeDrafts);
    expect(after!.n).toBe(before!.n);
  });

  it('adds the match report when a job ad is pasted, and reads a Word file sent as a generic type', async () => {
    const docx = await buildResumeDocx(sample);
    const response = await check(
      { name: 'cv', type: 'application/octet-stream', data: docx },
      'Senior Software Engineer. Requirements: TypeScript, PostgreSQL, Kubernetes and 5+ years of experience.',
    );
    expect(response.statusCode).toBe(200);
    const { match } = response.json();
    expect(match.matched.map((term: { term: string }) => term.term)).toContain('TypeScript');
    expect(match.missing.map((term: { term: string }) => term.term)).toContain('Kubernetes');
  });

  it('refuses with the import’s texts: no file, not a PDF or Word file, an encrypted PDF, a long ad', async () => {
    const noFile = await check(null, 'An ad');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Choose a file to import');
    const json = await check({ name: 'cv.json', type: 'application/json', data: Buffer.from('{}') });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/PDF or a Word document/);
    const encrypted = handPdf([[{ x: 50, y: 60, text: 'Jane Doe' }]], {
      trailer: `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
    });
    const locked = await check({ name: 'cv.pdf', type: 'application/pdf', data: encrypted });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error).toMatch(/password-protected/);
    const pdf = new Typesetter().renderPdf(sample);
    const long = await check({ name: 'cv.pdf', type: 'application/pdf', data: pdf }, 'x'.repeat(30_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('jobDescription');
  });

  it('is a 413 for a file over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(Buffer.from('%PDF-1.7\n'));
    const response = await check({ name: 'cv.pdf', type: 'application/pdf', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The file is larger than 10 MB');
  });

  it('is rate-limited per client address', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '2' } });
    try {
      const file = { name: 'cv.json', type: 'application/json', data: Buffer.from('{}') };
      expect((await check(file, undefined, limited)).statusCode).toBe(415);
      expect((await check(file, undefined, limited)).statusCode).toBe(415);
      const third = await check(file, undefined, limited);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the reader warm-up', () => {
  it('runs in the background once the server listens, not when the app is only built', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk) => lines.push(String(chunk)));
    const warmed = new Promise<{ ms: number }>((resolve) => {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) {
          if (line.includes('ATS reader warmed up')) resolve(JSON.parse(line) as { ms: number });
        }
      });
    });
    const served = await createTestApp({
      database: testApp.database,
      logStream: stream,
      env: { LOG_LEVEL: 'info' },
      overrides: { renderer: createInProcessRenderer() },
    });
    try {
      const isWarmUpLogged = () => lines.some((line) => line.includes('ATS reader'));
      expect(isWarmUpLogged()).toBe(false);
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      // listen() has not waited for it: the warm-up renders and reads two files first.
      expect(isWarmUpLogged()).toBe(false);
      const { ms } = await warmed;
      expect(ms).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain('warm-up failed');
    } finally {
      await served.close();
    }
  });
});
