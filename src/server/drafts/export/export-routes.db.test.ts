import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activePlan,
  createUser,
  sessionCookieFor,
  type TestUserOptions,
} from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { compact, pdfInfo, pdfPageTexts } from '../../../../tests/support/pdf-inspect';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { EXPORT_NOT_ENTITLED_MESSAGE } from '../../../domain/export-api';
import { documentExports, resumeDrafts } from '../../db/schema';
import { createInProcessRenderer } from '../../documents/render/render-pool';
import { countExportsSince } from './export-record';

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

async function draftOf(
  owner: Actor,
  values: { title?: string; status?: 'draft' | 'pending' | 'paid'; paidAccessUntil?: Date | null } = {},
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(resumeDrafts)
    .values({ userId: owner.id, title: values.title ?? 'Ada CV', data: sampleResume(), ...values })
    .returning({ id: resumeDrafts.id });
  return row!.id;
}

function exportAs(user: Actor | null, id: string, format: string, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/resume-drafts/${id}/export/${format}${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

describe('export entitlement', () => {
  it('answers 401 when not signed in', async () => {
    const owner = await actor(activePlan());
    const response = await exportAs(null, await draftOf(owner), 'pdf');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("answers 404 for another user's draft and for an id that is not a draft", async () => {
    const owner = await actor(activePlan());
    const other = await actor(activePlan());
    const id = await draftOf(owner);
    expect((await exportAs(other, id, 'pdf')).statusCode).toBe(404);
    expect((await exportAs(other, '00000000-0000-4000-8000-000000000000', 'pdf')).statusCode).toBe(404);
    expect((await exportAs(other, 'not-a-uuid', 'pdf')).statusCode).toBe(404);
  });

  it('answers 400 for an unknown format or source', async () => {
    const owner = await actor(activePlan());
    const id = await draftOf(owner);
    const format = await exportAs(owner, id, 'rtf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ success: false, error: 'Format must be pdf or docx' });
    expect((await exportAs(owner, id, 'pdf', '?source=elsewhere')).statusCode).toBe(400);
  });

  it('answers 402 with a message for a user without a plan', async () => {
    const owner = await actor();
    const response = await exportAs(owner, await draftOf(owner), 'pdf');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'export_needs_plan',
      error: EXPORT_NOT_ENTITLED_MESSAGE,
    });
  });

  it('answers 402 for an active plan past its expiry, and for a pending draft', async () => {
    const expired = await actor({ ...activePlan(), subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await exportAs(expired, await draftOf(expired), 'pdf')).statusCode).toBe(402);
    const pending = await actor();
    expect((await exportAs(pending, await draftOf(pending, { status: 'pending' }), 'docx')).statusCode).toBe(
      402,
    );
  });

  it('exports for an active plan', async () => {
    const owner = await actor(activePlan());
    const id = await draftOf(owner);
    expect((await exportAs(owner, id, 'pdf')).statusCode).toBe(200);
    expect((await exportAs(owner, id, 'docx')).statusCode).toBe(200);
  });

  it('exports a paid draft while its access runs, and refuses it after', async () => {
    const owner = await actor();
    const open = await draftOf(owner, { status: 'paid', paidAccessUntil: new Date(Date.now() + DAY) });
    const ended = await draftOf(owner, { status: 'paid', paidAccessUntil: new Date(Date.now() - DAY) });
    const unknown = await draftOf(owner, { status: 'paid', paidAccessUntil: null });
    expect((await exportAs(owner, open, 'pdf')).statusCode).toBe(200);
    expect((await exportAs(owner, ended, 'pdf')).statusCode).toBe(402);
    expect((await exportAs(owner, unknown, 'pdf')).statusCode).toBe(402);
    // A paid draft's access is its own: another draft of the same user stays locked.
    expect((await exportAs(owner, await draftOf(owner), 'pdf')).statusCode).toBe(402);
  });
});

describe('export files and headers', () => {
  it("answers a PDF named 'resume.pdf' by default and from the preview page", async () => {
    const owner = await actor(activePlan());
    const id = await draftOf(owner);
    for (const query of ['', '?source=builder', '?source=preview']) {
      const response = await exportAs(owner, id, 'pdf', query);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="resume.pdf"');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const pdf = new Uint8Array((await exportAs(owner, id, 'pdf')).rawPayload);
    expect((await pdfInfo(pdf)).title).toBe('Ada Lovelace Resume');
    expect(compact((await pdfPageTexts(pdf)).join(''))).toContain(
      compact('Wrote the first published algorithm.'),
    );
  });

  it("names the file '{draft title}.{format}' from the dashboard, with filename* for non-ASCII titles", async () => {
    const owner = await actor(activePlan());
    const plain = await exportAs(
      owner,
      await draftOf(owner, { title: 'Ada CV' }),
      'docx',
      '?source=dashboard',
    );
    expect(plain.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(plain.headers['content-disposition']).toBe('attachment; filename="Ada CV.docx"');
    const text = await mammoth.extractRawText({ buffer: plain.rawPayload });
    expect(text.value).toContain('Wrote the first published algorithm.');

    const accented = await exportAs(
      owner,
      await draftOf(owner, { title: 'Résumé Zoë' }),
      'pdf',
      '?source=dashboard',
    );
    expect(accented.headers['content-disposition']).toBe(
      `attachment; filename="Resume Zoe.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Zo%C3%AB.pdf`,
    );
  });

  it('records each export with user, draft and format, counted by countExportsSince', async () => {
    const db = testApp.database.db;
    const since = new Date(Date.now() - 1000);
    const before = await countExportsSince(db, since);
    const owner = await actor(activePlan());
    const id = await draftOf(owner);
    await exportAs(owner, id, 'pdf');
    await exportAs(owner, id, 'docx');
    await exportAs(owner, id, 'rtf'); // refused: not recorded
    const rows = await db.select().from(documentExports).where(eq(documentExports.userId, owner.id));
    expect(rows.map((row) => [row.draftId, row.format]).sort()).toEqual([
      [id, 'docx'],
      [id, 'pdf'],
    ]);
    expect(await countExportsSince(db, since)).toBe(before + 2);
    expect(await countExportsSince(db, new Date(Date.now() + DAY))).toBe(0);
  });

  it('refused exports leave no record', async () => {
    const owner = await actor();
    await exportAs(owner, await draftOf(owner), 'pdf');
    const rows = await testApp.database.db
      .select()
      .from(documentExports)
      .where(eq(documentExports.userId, owner.id));
    expect(rows).toEqual([]);
  });
});
