import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../tests/support/draft-test-helpers';
import {
  COVER_LETTER_CONFLICT_MESSAGE,
  COVER_LETTER_LIMIT_MESSAGE,
  COVER_LETTER_NOT_FOUND_MESSAGE,
  MAX_COVER_LETTERS_PER_USER,
} from '../../domain/cover-letter-api';
import { coverLetters, users } from '../db/schema';
import { LINKED_JOB_NOT_FOUND, LINKED_RESUME_NOT_FOUND } from './letter-links';

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

async function draftOf(user: SignedInUser) {
  const response = await requestAs(testApp, user)('POST', '/api/resume-drafts', {
    title: 'Ada CV',
    data: resumeData({ template: 'executive', colorScheme: 'teal', fontSize: 11, pageSize: 'a4' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resumeDraft.id as string;
}

async function jobOf(user: SignedInUser) {
  const response = await requestAs(testApp, user)('POST', '/api/jobs', {
    title: 'Analyst',
    company: 'Babbage & Co',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().job.id as string;
}

async function letterOf(user: SignedInUser, body: Record<string, unknown> = {}) {
  const response = await requestAs(testApp, user)('POST', '/api/cover-letters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().coverLetter;
}

const putBody = (letter: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  title: letter.title,
  draftId: letter.draftId,
  jobId: letter.jobId,
  content: letter.content,
  design: letter.design,
  version: letter.version,
  ...changes,
});

describe('POST /api/cover-letters', () => {
  it("starts a letter with its resume's design and name, linked to the user's job", async () => {
    const draftId = await draftOf(owner);
    const jobId = await jobOf(owner);
    const letter = await letterOf(owner, { draftId, jobId, title: 'For Babbage' });
    expect(letter).toMatchObject({
      userId: owner.id,
      title: 'For Babbage',
      draftId,
      jobId,
      version: 1,
      design: { template: 'executive', colorScheme: 'teal', fontSize: 11, pageSize: 'a4' },
      content: { greeting: 'Dear Hiring Manager,', closing: 'Sincerely,', signatureName: 'Ada Lovelace' },
    });
  });

  // Issue 29.16: a dashboard of identical 'My Cover Letter' entries told the letters apart by nothing.
  it('names a letter for a job after the job and its company, unless it has a title', async () => {
    const jobId = await jobOf(owner);
    expect(await letterOf(owner, { jobId })).toMatchObject({ title: 'Analyst at Babbage & Co', jobId });
    expect(await letterOf(owner, { jobId, title: 'Mine' })).toMatchObject({ title: 'Mine' });
  });

  it("titles a new letter in the request's language when it comes without a title", async () => {
    const spanish = (body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/cover-letters',
        headers: { cookie: owner.cookie, 'accept-language': 'es-ES,es;q=0.9' },
        payload: body,
      });
    expect((await spanish({})).json().coverLetter.title).toBe('Mi carta de presentación');
    const jobId = await jobOf(owner);
    expect((await spanish({ jobId })).json().coverLetter.title).toBe('Analyst en Babbage & Co');
  });

  it('starts a letter with no links and the default design and title', async () => {
    const letter = await letterOf(owner);
    expect(letter).toMatchObject({
      title: 'My Cover Letter',
      draftId: null,
      jobId: null,
      design: { template: 'modern', colorScheme: 'blue', fontSize: 12, pageSize: 'letter' },
    });
  });

  it("refuses another user's resume or job as a field error and stores nothing", async () => {
    const before = await testApp.database.db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.userId, other.id));
    const resume = await requestAs(testApp, other)('POST', '/api/cover-letters', {
      draftId: await draftOf(owner),
    });
    expect(resume.statusCode).toBe(400);
    expect(resume.json()).toMatchObject({ success: false, errors: { draftId: LINKED_RESUME_NOT_FOUND } });
    const job = await requestAs(testApp, other)('POST', '/api/cover-letters', { jobId: await jobOf(owner) });
    expect(job.statusCode).toBe(400);
    expect(job.json()).toMatchObject({ errors: { jobId: LINKED_JOB_NOT_FOUND } });
    const after = await testApp.database.db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.userId, other.id));
    expect(after).toHaveLength(before.length);
  });

  it('answers 401 for a guest and 400 for a bad body', async () => {
    expect((await requestAs(testApp, null)('POST', '/api/cover-letters', {})).statusCode).toBe(401);
    const bad = await requestAs(testApp, owner)('POST', '/api/cover-letters', {
      design: { fontSize: 40 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'design.fontSize': 'Font size must be at most 14' });
  });

  it('sanitises the body to the resume allowlist on write', async () => {
    const letter = await letterOf(owner, {
      content: {
        body: '<p onclick="x()">I <strong>led</strong> <script>alert(1)</script><a href="javascript:x">this</a></p><img src=x>',
      },
    });
    expect(letter.content.body).toBe('<p>I <strong>led</strong> this</p>');
    const [row] = await testApp.database.db.select().from(coverLetters).where(eq(coverLetters.id, letter.id));
    expect(JSON.stringify(row?.content)).not.toMatch(/script|onclick|javascript|img/);
  });

  it('refuses the letter past the per-user limit', async () => {
    const busy = await signedInUser(testApp);
    await testApp.database.db.insert(coverLetters).values(
      Array.from({ length: MAX_COVER_LETTERS_PER_USER }, () => ({
        userId: busy.id,
        title: 'L',
        content: {},
        design: {},
      })),
    );
    const response = await requestAs(testApp, busy)('POST', '/api/cover-letters', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(COVER_LETTER_LIMIT_MESSAGE);
  });
});

describe('GET, PUT, DELETE /api/cover-letters/{id}', () => {
  it('reads, lists, saves with versions and deletes the owner’s letter', async () => {
    const letter = await letterOf(owner, { title: 'Listed' });
    const read = await requestAs(testApp, owner)('GET', `/api/cover-letters/${letter.id}`);
    expect(read.json().coverLetter).toEqual(letter);
    const saved = await requestAs(testApp, owner)(
      'PUT',
      `/api/cover-letters/${letter.id}`,
      putBody(letter, { content: { ...letter.content, body: '<p>Hello</p>' } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().coverLetter).toMatchObject({ version: 2, content: { body: '<p>Hello</p>' } });
    const list = await requestAs(testApp, owner)('GET', '/api/cover-letters');
    expect(list.json().coverLetters[0]).toMatchObject({ id: letter.id, version: 2 });
    const deleted = await requestAs(testApp, owner)('DELETE', `/api/cover-letters/${letter.id}`);
    expect(deleted.json()).toEqual({ success: true });
    expect((await requestAs(testApp, owner)('GET', `/api/cover-letters/${letter.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's letter on every route, whatever the body, and changes nothing", async () => {
    const letter = await letterOf(owner);
    const as = requestAs(testApp, other);
    const url = `/api/cover-letters/${letter.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, putBody(letter)],
      ['PUT', url, { title: 42 }],
      ['DELETE', url, undefined],
      ['POST', `${url}/duplicate`, undefined],
      ['GET', '/api/cover-letters/not-a-uuid', undefined],
    ] as const) {
      const response = await as(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'cover_letter_not_found',
        error: COVER_LETTER_NOT_FOUND_MESSAGE,
      });
    }
    const still = await requestAs(testApp, owner)('GET', url);
    expect(still.json().coverLetter).toEqual(letter);
  });

  it('answers 409 with the current letter for a stale version, and a replay of the winning save is not a conflict', async () => {
    const letter = await letterOf(owner);
    const url = `/api/cover-letters/${letter.id}`;
    const first = putBody(letter, { content: { ...letter.content, body: '<p>First tab</p>' } });
    expect((await requestAs(testApp, owner)('PUT', url, first)).statusCode).toBe(200);
    const stale = await requestAs(testApp, owner)(
      'PUT',
      url,
      putBody(letter, { content: { ...letter.content, body: '<p>Second tab</p>' } }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      error: COVER_LETTER_CONFLICT_MESSAGE,
      coverLetter: { version: 2, content: { body: '<p>First tab</p>' } },
    });
    const replay = await requestAs(testApp, owner)('PUT', url, first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().coverLetter.version).toBe(2);
    // Without a version the last write wins.
    const { version: _v, ...unversioned } = putBody(letter, { title: 'Forced' });
    const forced = await requestAs(testApp, owner)('PUT', url, unversioned);
    expect(forced.json().coverLetter).toMatchObject({ title: 'Forced', version: 3 });
  });

  it('answers 400 with field errors for a bad body on the owner’s letter', async () => {
    const letter = await letterOf(owner);
    const response = await requestAs(testApp, owner)(
      'PUT',
      `/api/cover-letters/${letter.id}`,
      putBody(letter, { title: '  ', design: { ...letter.design, template: 'fancy' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['title', 'design.template']));
  });

  it('duplicates a letter with its links, content and design', async () => {
    const draftId = await draftOf(owner);
    const letter = await letterOf(owner, { draftId, title: 'Original' });
    const response = await requestAs(testApp, owner)('POST', `/api/cover-letters/${letter.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().coverLetter;
    expect(copy).toMatchObject({ title: 'Original (copy)', draftId, version: 1, content: letter.content });
    expect(copy.id).not.toBe(letter.id);
  });

  it('keeps a letter when its resume is deleted, and deletes it with its user', async () => {
    const user = await signedInUser(testApp);
    const draftId = await draftOf(user);
    const letter = await letterOf(user, { draftId });
    await requestAs(testApp, user)('DELETE', `/api/resume-drafts/${draftId}`);
    const read = await requestAs(testApp, user)('GET', `/api/cover-letters/${letter.id}`);
    expect(read.json().coverLetter.draftId).toBeNull();
    await testApp.database.db.delete(users).where(eq(users.id, user.id));
    const rows = await testApp.database.db.select().from(coverLetters).where(eq(coverLetters.id, letter.id));
    expect(rows).toEqual([]);
  });
});
