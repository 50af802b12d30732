import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../tests/support/draft-test-helpers';
import { DRAFT_LIMIT_MESSAGE, MAX_DRAFTS_PER_USER } from '../../domain/draft-api';
import { resumeSchema } from '../../domain/resume';
import { resumeDrafts } from '../db/schema';
import { KEYLESS_REPEAT_WINDOW_MS, migrateResume } from './migrate-resume';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Fills the user's drafts straight in the database, up to `total`. */
async function fillDrafts(user: SignedInUser, total: number) {
  await testApp.database.db
    .insert(resumeDrafts)
    .values(Array.from({ length: total }, (_, index) => ({ userId: user.id, title: `D${index}`, data: {} })));
}

async function draftCount(user: SignedInUser): Promise<number> {
  const rows = await testApp.database.db.select().from(resumeDrafts).where(eq(resumeDrafts.userId, user.id));
  return rows.length;
}

describe('draft limit', () => {
  it('refuses creating or duplicating past 100 drafts with a message saying so', async () => {
    const user = await signedInUser(testApp);
    await fillDrafts(user, MAX_DRAFTS_PER_USER - 1);
    const as = requestAs(testApp, user);
    const last = await as('POST', '/api/resume-drafts', { title: 'Number 100', data: {} });
    expect(last.statusCode).toBe(201);
    const over = await as('POST', '/api/resume-drafts', { title: 'Number 101', data: {} });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ success: false, code: 'draft_limit', error: DRAFT_LIMIT_MESSAGE });
    const duplicate = await as('POST', `/api/resume-drafts/${last.json().resumeDraft.id}/duplicate`);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toBe(DRAFT_LIMIT_MESSAGE);
    expect(await draftCount(user)).toBe(MAX_DRAFTS_PER_USER);
  });

  it('holds under concurrent creations', async () => {
    const user = await signedInUser(testApp);
    await fillDrafts(user, MAX_DRAFTS_PER_USER - 2);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestAs(testApp, user)('POST', '/api/resume-drafts', { title: 't', data: {} }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(await draftCount(user)).toBe(MAX_DRAFTS_PER_USER);
  });

  it('never refuses a guest migration', async () => {
    const user = await signedInUser(testApp);
    await fillDrafts(user, MAX_DRAFTS_PER_USER);
    const response = await requestAs(testApp, user)('POST', '/api/migrate-resume', {
      data: resumeData(),
      migrationKey: 'guest-key-over-limit',
    });
    expect(response.statusCode).toBe(201);
    expect(await draftCount(user)).toBe(MAX_DRAFTS_PER_USER + 1);
  });
});

describe('POST /api/migrate-resume', () => {
  it('saves the guest resume with the title given, or a default one', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const titled = await as('POST', '/api/migrate-resume', {
      title: ' Stored title ',
      data: resumeData(),
      migrationKey: 'key-titled-0001',
    });
    expect(titled.statusCode).toBe(201);
    expect(titled.json()).toMatchObject({
      success: true,
      resumeDraft: { title: 'Stored title', status: 'draft', version: 1, userId: user.id },
    });
    const named = await as('POST', '/api/migrate-resume', {
      data: resumeData(),
      migrationKey: 'key-named-0001',
    });
    expect(named.json().resumeDraft.title).toBe('Ada Lovelace Resume');
    const nameless = await as('POST', '/api/migrate-resume', {
      title: '',
      data: {},
      migrationKey: 'key-blank-0001',
    });
    expect(nameless.json().resumeDraft.title).toBe('My Resume');
  });

  it("gives a resume without a title one in its own language, or while nameless in the request's (ADR 0093)", async () => {
    const user = await signedInUser(testApp);
    const inGerman = (body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/migrate-resume',
        headers: { cookie: user.cookie, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
        payload: body,
      });
    const named = await inGerman({
      data: { ...resumeData(), language: 'de' },
      migrationKey: 'key-german-0001',
    });
    expect(named.json().resumeDraft.title).toBe('Lebenslauf Ada Lovelace');
    const english = await inGerman({ data: resumeData(), migrationKey: 'key-german-0003' });
    expect(english.json().resumeDraft.title).toBe('Ada Lovelace Resume');
    const nameless = await inGerman({ data: {}, migrationKey: 'key-german-0002' });
    expect(nameless.json().resumeDraft.title).toBe('Mein Lebenslauf');
  });

  it('answers the existing draft on a repeat of the same key', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const body = { data: resumeData(), migrationKey: 'key-repeat-0001' };
    const first = await as('POST', '/api/migrate-resume', body);
    const again = await as('POST', '/api/migrate-resume', { ...body, title: 'Different' });
    expect(again.statusCode).toBe(200);
    expect(again.json().resumeDraft).toEqual(first.json().resumeDraft);
    expect(await draftCount(user)).toBe(1);
  });

  it('makes exactly one draft under concurrent requests with one key', async () => {
    const user = await signedInUser(testApp);
    const body = { data: resumeData(), migrationKey: 'key-concurrent-01' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestAs(testApp, user)('POST', '/api/migrate-resume', body)),
    );
    for (const response of responses) expect([200, 201]).toContain(response.statusCode);
    expect(new Set(responses.map((response) => response.json().resumeDraft.id)).size).toBe(1);
    expect(await draftCount(user)).toBe(1);
  });

  it('keeps keys per user: another user with the same key gets their own draft', async () => {
    const [first, second] = [await signedInUser(testApp), await signedInUser(testApp)];
    const body = { data: resumeData(), migrationKey: 'key-shared-00001' };
    const a = await requestAs(testApp, first)('POST', '/api/migrate-resume', body);
    const b = await requestAs(testApp, second)('POST', '/api/migrate-resume', body);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().resumeDraft.userId).toBe(second.id);
  });

  it('validates the body', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const badKey = await as('POST', '/api/migrate-resume', { data: {}, migrationKey: 'no spaces!' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors.migrationKey).toBe('Invalid migration key');
    const numberKey = await as('POST', '/api/migrate-resume', { data: {}, migrationKey: 12345678 });
    expect(numberKey.json().errors.migrationKey).toBe('Invalid migration key');
    expect(await draftCount(user)).toBe(0);
    const badData = await as('POST', '/api/migrate-resume', {
      data: { contactInfo: { email: 'nope' } },
      migrationKey: 'key-bad-data-01',
    });
    expect(badData.json().errors['data.contactInfo.email']).toBe('Valid email is required');
  });
});

describe("POST /api/migrate-resume without a migration key (the spec's {title, data})", () => {
  it('saves the resume, and answers the same draft when the same document comes again', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const first = await as('POST', '/api/migrate-resume', { title: 'Spec client', data: resumeData() });
    expect(first.statusCode).toBe(201);
    expect(first.json().resumeDraft).toMatchObject({
      title: 'Spec client',
      status: 'draft',
      userId: user.id,
    });
    const retry = await as('POST', '/api/migrate-resume', { title: 'Spec client', data: resumeData() });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().resumeDraft.id).toBe(first.json().resumeDraft.id);
    expect(await draftCount(user)).toBe(1);
  });

  it('makes a new draft for a different document', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const first = await as('POST', '/api/migrate-resume', { data: resumeData() });
    const other = await as('POST', '/api/migrate-resume', {
      data: resumeData({ personalDetails: { firstName: 'Grace', lastName: 'Hopper' } }),
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().resumeDraft.id).not.toBe(first.json().resumeDraft.id);
    expect(other.json().resumeDraft.title).toBe('Grace Hopper Resume');
    expect(await draftCount(user)).toBe(2);
  });

  it('makes exactly one draft under concurrent keyless requests', async () => {
    const user = await signedInUser(testApp);
    const body = { data: resumeData() };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestAs(testApp, user)('POST', '/api/migrate-resume', body)),
    );
    for (const response of responses) expect([200, 201]).toContain(response.statusCode);
    expect(new Set(responses.map((response) => response.json().resumeDraft.id)).size).toBe(1);
    expect(await draftCount(user)).toBe(1);
  });

  it('treats the same document as a new migration once the window has passed', async () => {
    const user = await signedInUser(testApp);
    const data = resumeSchema.parse(resumeData());
    const start = new Date();
    const first = await migrateResume(testApp.database.db, user.id, { data }, start);
    const soon = await migrateResume(
      testApp.database.db,
      user.id,
      { data },
      new Date(start.getTime() + 60_000),
    );
    expect(soon).toEqual({ resumeDraft: first.resumeDraft, isNew: false });
    const later = new Date(start.getTime() + KEYLESS_REPEAT_WINDOW_MS + 60_000);
    const again = await migrateResume(testApp.database.db, user.id, { data }, later);
    expect(again.isNew).toBe(true);
    expect(await draftCount(user)).toBe(2);
  });

  it('keeps keyed and keyless migrations apart, and keyless ones per user', async () => {
    const [first, second] = [await signedInUser(testApp), await signedInUser(testApp)];
    const keyless = await requestAs(testApp, first)('POST', '/api/migrate-resume', { data: resumeData() });
    const keyed = await requestAs(testApp, first)('POST', '/api/migrate-resume', {
      data: resumeData(),
      migrationKey: 'key-beside-keyless',
    });
    expect(keyed.statusCode).toBe(201);
    expect(keyed.json().resumeDraft.id).not.toBe(keyless.json().resumeDraft.id);
    const otherUser = await requestAs(testApp, second)('POST', '/api/migrate-resume', { data: resumeData() });
    expect(otherUser.statusCode).toBe(201);
    expect(otherUser.json().resumeDraft.userId).toBe(second.id);
  });
});
