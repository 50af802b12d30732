import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../../tests/support/draft-test-helpers';
import type { ResumeInput } from '../../../domain/resume';
import { draftVersions, resumeDrafts } from '../../db/schema';
import { KEEP_DAILY_DAYS, KEEP_LATEST } from './snapshot-rules';

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

const as = (user: SignedInUser) => requestAs(testApp, user);

async function createDraft(user: SignedInUser, data: ResumeInput = resumeData()) {
  const response = await as(user)('POST', '/api/resume-drafts', { title: 'My CV', data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resumeDraft as { id: string; version: number };
}

async function save(user: SignedInUser, id: string, data: ResumeInput, extra: Record<string, unknown> = {}) {
  const response = await as(user)('PUT', `/api/resume-drafts/${id}`, { title: 'My CV', data, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().resumeDraft as { id: string; version: number; data: ResumeInput };
}

async function versionsOf(user: SignedInUser, id: string) {
  const response = await as(user)('GET', `/api/resume-drafts/${id}/versions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().versions as { id: string; createdAt: string; reason: string; summary: string }[];
}

/** Moves the draft's clocks back, as if its last snapshot and save happened that many minutes ago. */
async function ageDraft(id: string, minutes: { sinceSnapshot: number; sinceSave?: number }) {
  await testApp.database.db
    .update(resumeDrafts)
    .set({
      lastSnapshotAt: sql`now() - make_interval(mins => ${minutes.sinceSnapshot})`,
      updatedAt: sql`now() - make_interval(mins => ${minutes.sinceSave ?? 0})`,
    })
    .where(eq(resumeDrafts.id, id));
}

const withBullets = (...bullets: string[]) =>
  resumeData({
    experience: [
      {
        id: 'job1',
        jobTitle: 'Analyst',
        company: 'Engines Ltd',
        startDate: '1842-01',
        description: `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`,
      },
    ],
  });

describe('snapshot rules', () => {
  it('keeps the state before the first save of a draft, then nothing more while typing within 10 minutes', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    await save(owner, draft.id, withBullets('One', 'Two'));
    await save(owner, draft.id, withBullets('One', 'Two', 'Three'));
    const versions = await versionsOf(owner, draft.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ reason: 'session', summary: 'First saved version' });
    const one = await as(owner)('GET', `/api/resume-drafts/${draft.id}/versions/${versions[0]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().version.data.experience[0].description).toBe('<ul><li>One</li></ul>');
  });

  it('keeps one every 10 minutes while typing, with what changed in words', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    await save(owner, draft.id, withBullets('One', 'Two'));
    await ageDraft(draft.id, { sinceSnapshot: 11, sinceSave: 0 });
    await save(owner, draft.id, withBullets('Uno', 'Dos', 'Two'));
    await save(owner, draft.id, withBullets('Uno', 'Dos', 'Tres'));
    const versions = await versionsOf(owner, draft.id);
    expect(versions.map((v) => v.reason)).toEqual(['interval', 'session']);
    expect(versions[0]?.summary).toBe('Experience: 1 bullet changed');
  });

  it('labels the first save after a pause as a new editing session', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    await save(owner, draft.id, withBullets('One', 'Two'));
    await ageDraft(draft.id, { sinceSnapshot: 60 * 24, sinceSave: 60 * 24 });
    await save(owner, draft.id, withBullets('One', 'Two', 'Three'));
    const versions = await versionsOf(owner, draft.id);
    expect(versions.map((v) => v.reason)).toEqual(['session', 'session']);
    expect(versions[0]?.summary).toBe('Experience: 1 bullet changed');
  });

  it('keeps the state before a change the client names, even within 10 minutes', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    await save(owner, draft.id, withBullets('One', 'Two'));
    await save(
      owner,
      draft.id,
      { ...withBullets('One', 'Two'), template: 'compact' },
      { snapshotReason: 'template' },
    );
    const versions = await versionsOf(owner, draft.id);
    expect(versions[0]).toMatchObject({ reason: 'template', summary: 'Experience: 1 bullet changed' });
  });

  it('keeps the stored draft on request (before an import or AI rewrite is applied), once per state', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    const url = `/api/resume-drafts/${draft.id}/versions`;
    const first = await as(owner)('POST', url, { reason: 'ai-rewrite' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().versionId).toEqual(expect.any(String));
    const again = await as(owner)('POST', url, { reason: 'import' });
    expect(again.json().versionId).toBeNull();
    const bad = await as(owner)('POST', url, { reason: 'session' });
    expect(bad.statusCode).toBe(400);
    expect((await versionsOf(owner, draft.id)).map((v) => v.reason)).toEqual(['ai-rewrite']);
  });

  it('keeps nothing for a save that changes nothing in the document', async () => {
    const draft = await createDraft(owner, withBullets('One'));
    await save(owner, draft.id, withBullets('One'), { title: 'Renamed' });
    expect(await versionsOf(owner, draft.id)).toEqual([]);
  });
});

describe('restore', () => {
  it('makes the old document the draft again as a new draft version, keeping what it replaced', async () => {
    const draft = await createDraft(owner, withBullets('Old'));
    const saved = await save(owner, draft.id, withBullets('New'));
    const [old] = await versionsOf(owner, draft.id);
    const response = await as(owner)('POST', `/api/resume-drafts/${draft.id}/versions/${old?.id}/restore`, {
      version: saved.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const restored = response.json().resumeDraft;
    expect(restored.version).toBe(saved.version + 1);
    expect(restored.data.experience[0].description).toBe('<ul><li>Old</li></ul>');
    const versions = await versionsOf(owner, draft.id);
    expect(versions[0]).toMatchObject({ reason: 'restore', summary: 'Experience: 1 bullet changed' });
    const kept = await as(owner)('GET', `/api/resume-drafts/${draft.id}/versions/${versions[0]?.id}`);
    expect(kept.json().version.data.experience[0].description).toBe('<ul><li>New</li></ul>');
  });

  it('answers 409 with the current draft when the version sent is stale, and changes nothing', async () => {
    const draft = await createDraft(owner, withBullets('Old'));
    const saved = await save(owner, draft.id, withBullets('New'));
    const [old] = await versionsOf(owner, draft.id);
    const response = await as(owner)('POST', `/api/resume-drafts/${draft.id}/versions/${old?.id}/restore`, {
      version: saved.version - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().resumeDraft.version).toBe(saved.version);
    expect(await versionsOf(owner, draft.id)).toHaveLength(1);
  });
});

describe('isolation between users', () => {
  it("answers 404 for another user's draft and version, and lists nothing of theirs", async () => {
    const draft = await createDraft(owner, withBullets('Mine'));
    await save(owner, draft.id, withBullets('Mine', 'More'));
    const [version] = await versionsOf(owner, draft.id);
    const base = `/api/resume-drafts/${draft.id}/versions`;
    expect((await as(other)('GET', base)).statusCode).toBe(404);
    expect((await as(other)('POST', base, { reason: 'manual' })).statusCode).toBe(404);
    expect((await as(other)('GET', `${base}/${version?.id}`)).statusCode).toBe(404);
    expect((await as(other)('POST', `${base}/${version?.id}/restore`, {})).statusCode).toBe(404);
    const theirs = await createDraft(other);
    // A version id of one draft does not open through another draft's path, even the user's own.
    expect(
      (await as(other)('GET', `/api/resume-drafts/${theirs.id}/versions/${version?.id}`)).statusCode,
    ).toBe(404);
    expect((await as(owner)('GET', `${base}/not-a-uuid`)).statusCode).toBe(404);
    expect((await requestAs(testApp, null)('GET', base)).statusCode).toBe(401);
  });

  it('goes with the draft when the draft is deleted', async () => {
    const draft = await createDraft(owner, withBullets('Gone'));
    await save(owner, draft.id, withBullets('Gone', 'Soon'));
    expect((await as(owner)('DELETE', `/api/resume-drafts/${draft.id}`)).statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(draftVersions)
      .where(eq(draftVersions.draftId, draft.id));
    expect(rows).toEqual([]);
  });
});

describe('retention', () => {
  it(`keeps the last ${KEEP_LATEST} and one a day for ${KEEP_DAILY_DAYS} days`, async () => {
    const draft = await createDraft(owner, withBullets('Start'));
    const { db } = testApp.database;
    // 120 days of history, three versions a day, the newest first inserted oldest.
    const rows = [];
    for (let day = 120; day >= 1; day -= 1) {
      for (const hour of [9, 12, 17]) {
        rows.push({
          draftId: draft.id,
          userId: owner.id,
          reason: 'interval' as const,
          title: 'My CV',
          summary: `day ${day} hour ${hour}`,
          content: withBullets(`day ${day} hour ${hour}`),
          design: {},
          createdAt: sql`date_trunc('day', now()) - make_interval(days => ${day}) + make_interval(hours => ${hour})`,
        });
      }
    }
    await db.insert(draftVersions).values(rows);
    // One more version through a save starts retention.
    await db.update(resumeDrafts).set({ lastSnapshotAt: null }).where(eq(resumeDrafts.id, draft.id));
    await save(owner, draft.id, withBullets('Now'));
    const kept = await versionsOf(owner, draft.id);
    const summaries = kept.map((v) => v.summary);
    // The newest 50: the new one and 49 of the inserted ones (the last 16 days and a bit).
    expect(summaries.slice(0, 4)).toEqual([
      expect.stringContaining('Experience'),
      'day 1 hour 17',
      'day 1 hour 12',
      'day 1 hour 9',
    ]);
    // Beyond them, days 18 to 89 keep only their last version; days 90 and older keep none.
    const older = summaries.slice(KEEP_LATEST);
    expect(older.every((s) => s.endsWith('hour 17'))).toBe(true);
    expect(older).toContain('day 89 hour 17');
    expect(summaries).not.toContain('day 91 hour 17');
    expect(summaries).not.toContain('day 40 hour 9');
    expect(kept.length).toBeLessThanOrEqual(KEEP_LATEST + KEEP_DAILY_DAYS);
  });
});
