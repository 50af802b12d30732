import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activePlan,
  createUser,
  sessionCookieFor,
  type TestUserOptions,
} from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { sampleLetterContent } from '../../../tests/support/letter-fixtures';
import { compact, pdfInfo, pdfPageTexts } from '../../../tests/support/pdf-inspect';
import { sampleResume } from '../../../tests/support/resume-fixtures';
import {
  COVER_LETTER_NOT_FOUND_MESSAGE,
  LETTER_EXPORT_NOT_ENTITLED_MESSAGE,
} from '../../domain/cover-letter-api';
import { resumeDrafts } from '../db/schema';
import { createInProcessRenderer } from '../documents/render/render-pool';

let testApp: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  testApp = await createTestApp({ overrides: { renderer: createInProcessRenderer() } });
});
afterAll(() => testApp.close());

interface Actor {
  id: string;
  cookie: string;
}

async function actor(options: TestUserOptions = {}): Promise<Actor> {
  const user = await createUser(testApp.database.db, options);
  return { id: user.id, cookie: await sessionCookieFor(testApp.database.db, user.id) };
}

async function draftOf(owner: Actor, values: { status?: 'paid'; paidAccessUntil?: Date } = {}) {
  const [row] = await testApp.database.db
    .insert(resumeDrafts)
    .values({ userId: owner.id, title: 'Ada CV', data: sampleResume({ template: 'clean' }), ...values })
    .returning({ id: resumeDrafts.id });
  return row!.id;
}

async function letterOf(owner: Actor, body: Record<string, unknown> = {}): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cover-letters',
    headers: { cookie: owner.cookie },
    payload: { title: 'Babbage letter', content: sampleLetterContent(), ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().coverLetter.id;
}

function exportAs(user: Actor | null, id: string, format: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/cover-letters/${id}/export/${format}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('GET /api/cover-letters/{id}/export/{format}', () => {
  it('answers 401 for a guest, 404 for another user’s letter, 400 for an unknown format', async () => {
    const owner = await actor(activePlan());
    const other = await actor(activePlan());
    const id = await letterOf(owner);
    expect((await exportAs(null, id, 'pdf')).statusCode).toBe(401);
    const stranger = await exportAs(other, id, 'pdf');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      success: false,
      code: 'cover_letter_not_found',
      error: COVER_LETTER_NOT_FOUND_MESSAGE,
    });
    expect((await exportAs(other, 'not-a-uuid', 'docx')).statusCode).toBe(404);
    const format = await exportAs(owner, id, 'rtf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ success: false, error: 'Format must be pdf or docx' });
  });

  it('answers 402 without an active plan, and for a plan past its expiry', async () => {
    const owner = await actor();
    const response = await exportAs(owner, await letterOf(owner), 'pdf');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'letter_export_needs_plan',
      error: LETTER_EXPORT_NOT_ENTITLED_MESSAGE,
    });
    const expired = await actor({ ...activePlan(), subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await exportAs(expired, await letterOf(expired), 'docx')).statusCode).toBe(402);
  });

  it('exports a letter whose resume was paid for while that access runs', async () => {
    const owner = await actor();
    const draftId = await draftOf(owner, { status: 'paid', paidAccessUntil: new Date(Date.now() + DAY) });
    expect((await exportAs(owner, await letterOf(owner, { draftId }), 'pdf')).statusCode).toBe(200);
  });

  it('answers a tagged PDF with the resume’s letterhead, named after the letter', async () => {
    const owner = await actor(activePlan());
    const id = await letterOf(owner, { draftId: await draftOf(owner) });
    const response = await exportAs(owner, id, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Babbage letter.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = new Uint8Array(response.rawPayload);
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ tagged: true, title: 'Ada Lovelace Cover Letter', pages: 1 });
    const text = compact((await pdfPageTexts(pdf)).join(''));
    // The letterhead comes from the resume (its job title and phone), the rest from the letter.
    expect(text).toContain(compact('Analytical Engineer'));
    expect(text).toContain(compact('+44 20 7946 0000'));
    expect(text).toContain(compact('Dear Mr Babbage,'));
  });

  it('answers a DOCX with the letter’s paragraphs', async () => {
    const owner = await actor(activePlan());
    const response = await exportAs(owner, await letterOf(owner), 'docx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Babbage letter.docx"');
    const text = (await mammoth.extractRawText({ buffer: response.rawPayload })).value;
    expect(text).toContain('Dear Mr Babbage,');
    expect(text).toContain('Yours sincerely,');
  });
});

describe('POST /api/cover-letters/preview', () => {
  it('typesets a guest’s letter with the resume sent beside it, sanitising the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cover-letters/preview',
      payload: {
        content: sampleLetterContent({ body: '<p>Hello <script>alert(1)</script>there</p>' }),
        design: { template: 'executive' },
        resume: sampleResume(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { pages } = response.json();
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('<svg');
    expect(pages[0]).not.toContain('alert(1)');
  });

  it('answers 400 for a bad design', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cover-letters/preview',
      payload: { content: {}, design: { fontSize: 99 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
