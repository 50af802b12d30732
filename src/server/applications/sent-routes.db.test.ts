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
  SENT_LETTER_NOT_FOUND,
  SENT_RESUME_NOT_FOUND,
  SENT_RESUME_REQUIRED,
} from '../../domain/job-sent-api';
import { JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import { draftVersions } from '../db/schema';
import { pruneVersions } from '../drafts/versions/prune-versions';

/** What was sent with a job application (issue 35 item 4). */

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

async function setUp(user: SignedInUser) {
  const as = requestAs(testApp, user);
  const draft = await as('POST', '/api/resume-drafts', { title: 'Analyst CV', data: resumeData() });
  expect(draft.statusCode, draft.body).toBe(201);
  const job = await as('POST', '/api/jobs', { title: 'Data Analyst', company: 'Acme' });
  const letter = await as('POST', '/api/cover-letters', {
    title: 'Letter to Acme',
    content: { greeting: 'Dear Acme,', body: '<p>I would love to join.</p>' },
  });
  expect(letter.statusCode, letter.body).toBe(201);
  return {
    as,
    draft: draft.json().resumeDraft as { id: string; version: number },
    jobId: job.json().job.id as string,
    letterId: letter.json().coverLetter.id as string,
  };
}

describe('/api/jobs/{id}/sent', () => {
  it('records the resume as a version of its history and the letter as it was, unchanged by later edits', async () => {
    const { as, draft, jobId, letterId } = await setUp(owner);
    expect((await as('GET', `/api/jobs/${jobId}/sent`)).json()).toEqual({ success: true, sent: null });
    await as('PUT', `/api/jobs/${jobId}`, { status: 'applied' });
    const recorded = await as('POST', `/api/jobs/${jobId}/sent`, { resumeId: draft.id, letterId });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const sent = recorded.json().sent;
    expect(sent).toMatchObject({
      resume: { draftId: draft.id, title: 'Analyst CV', versionId: expect.any(String) },
      letter: { letterId, title: 'Letter to Acme', content: { greeting: 'Dear Acme,' } },
    });

    // The version is in the draft's history, holding the resume as sent.
    const version = await as('GET', `/api/resume-drafts/${draft.id}/versions/${sent.resume.versionId}`);
    expect(version.statusCode, version.body).toBe(200);
    expect(version.json().version).toMatchObject({ reason: 'sent', title: 'Analyst CV' });
    expect(version.json().version.data.personalDetails.firstName).toBe('Ada');

    // The resume and the letter change afterwards; what was sent does not.
    const saved = await as('PUT', `/api/resume-drafts/${draft.id}`, {
      title: 'Renamed CV',
      data: resumeData({ personalDetails: { firstName: 'Grace', lastName: 'Hopper' } }),
      version: draft.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const letterNow = (await as('GET', `/api/cover-letters/${letterId}`)).json().coverLetter;
    const edited = await as('PUT', `/api/cover-letters/${letterId}`, {
      ...letterNow,
      content: { ...letterNow.content, greeting: 'Hello there,' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const later = (await as('GET', `/api/jobs/${jobId}/sent`)).json().sent;
    expect(later).toEqual(sent);
    const same = await as('GET', `/api/resume-drafts/${draft.id}/versions/${sent.resume.versionId}`);
    expect(same.json().version.data.personalDetails.firstName).toBe('Ada');

    // Retention never deletes a sent version, however many versions come after it.
    const db = testApp.database.db;
    const many = Array.from({ length: 60 }, () => ({
      draftId: draft.id,
      userId: owner.id,
      reason: 'interval' as const,
      title: 'x',
      content: {},
      design: {},
    }));
    await db.insert(draftVersions).values(many);
    await pruneVersions(db, draft.id);
    const kept = await db.select().from(draftVersions).where(eq(draftVersions.id, sent.resume.versionId));
    expect(kept).toHaveLength(1);
  });

  it('reuses the sent version for a second job, and releases a version no job names after a replace or forget', async () => {
    const { as, draft, jobId } = await setUp(owner);
    const second = (await as('POST', '/api/jobs', { title: 'Analyst', company: 'Globex' })).json().job.id;
    const first = (await as('POST', `/api/jobs/${jobId}/sent`, { resumeId: draft.id })).json().sent;
    const again = (await as('POST', `/api/jobs/${second}/sent`, { resumeId: draft.id, letterId: '' })).json()
      .sent;
    expect(first.letter).toBeNull();
    expect(again.resume.versionId).toBe(first.resume.versionId);
    expect((await as('DELETE', `/api/jobs/${second}/sent`)).statusCode).toBe(200);
    expect((await as('GET', `/api/jobs/${second}/sent`)).json().sent).toBeNull();
    // The version stays in the history: the first job still names it.
    const ids = async () =>
      ((await as('GET', `/api/resume-drafts/${draft.id}/versions`)).json().versions as { id: string }[]).map(
        (v) => v.id,
      );
    expect(await ids()).toContain(first.resume.versionId);

    // Recorded again after the resume changed: a new version, and the one no job names any more goes, so
    // re-recording never grows the history without bound.
    const saved = await as('PUT', `/api/resume-drafts/${draft.id}`, {
      title: 'Analyst CV',
      data: resumeData({ personalDetails: { firstName: 'Grace', lastName: 'Hopper' } }),
      version: draft.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const replaced = (await as('POST', `/api/jobs/${jobId}/sent`, { resumeId: draft.id })).json().sent;
    expect(replaced.resume.versionId).not.toBe(first.resume.versionId);
    expect(await ids()).toContain(replaced.resume.versionId);
    expect(await ids()).not.toContain(first.resume.versionId);
    expect((await as('DELETE', `/api/jobs/${jobId}/sent`)).statusCode).toBe(200);
    expect(await ids()).not.toContain(replaced.resume.versionId);
  });

  it("answers 404 for another user's job, resume or letter, and 400 without a resume", async () => {
    const mine = await setUp(owner);
    const theirs = await setUp(other);
    const as = mine.as;
    const post = (jobId: string, body: unknown) => as('POST', `/api/jobs/${jobId}/sent`, body);
    const expectError = async (
      response: Promise<{ statusCode: number; json: () => unknown }>,
      status: number,
      error: string,
    ) => {
      const answer = await response;
      expect([answer.statusCode, answer.json()]).toEqual([
        status,
        { success: false, error, code: expect.any(String) },
      ]);
    };
    await expectError(post(theirs.jobId, { resumeId: mine.draft.id }), 404, JOB_NOT_FOUND_MESSAGE);
    await expectError(post(mine.jobId, { resumeId: theirs.draft.id }), 404, SENT_RESUME_NOT_FOUND);
    await expectError(post(mine.jobId, { resumeId: 'not-a-uuid' }), 404, SENT_RESUME_NOT_FOUND);
    await expectError(
      post(mine.jobId, { resumeId: mine.draft.id, letterId: theirs.letterId }),
      404,
      SENT_LETTER_NOT_FOUND,
    );
    await expectError(
      post(mine.jobId, { resumeId: mine.draft.id, letterId: 'nope' }),
      404,
      SENT_LETTER_NOT_FOUND,
    );
    const empty = await post(mine.jobId, {});
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { resumeId: SENT_RESUME_REQUIRED }]);
    const wrongType = await post(mine.jobId, { resumeId: 42, letterId: [] });
    expect(wrongType.statusCode).toBe(400);
    await expectError(as('GET', `/api/jobs/${theirs.jobId}/sent`), 404, JOB_NOT_FOUND_MESSAGE);
    expect((await requestAs(testApp, null)('GET', `/api/jobs/${mine.jobId}/sent`)).statusCode).toBe(401);
    // Nothing was recorded by the refused calls, and the other user's resume has no new version.
    expect((await as('GET', `/api/jobs/${mine.jobId}/sent`)).json().sent).toBeNull();
    const theirVersions = await requestAs(testApp, other)(
      'GET',
      `/api/resume-drafts/${theirs.draft.id}/versions`,
    );
    expect(theirVersions.json().versions).toEqual([]);
  });

  it('keeps the title and date when the resume and letter are deleted, without links', async () => {
    const { as, draft, jobId, letterId } = await setUp(owner);
    await as('POST', `/api/jobs/${jobId}/sent`, { resumeId: draft.id, letterId });
    expect((await as('DELETE', `/api/resume-drafts/${draft.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/cover-letters/${letterId}`)).statusCode).toBe(200);
    const sent = (await as('GET', `/api/jobs/${jobId}/sent`)).json().sent;
    expect(sent).toMatchObject({
      resume: { draftId: null, versionId: null, title: 'Analyst CV' },
      letter: { letterId: null, title: 'Letter to Acme', content: { greeting: 'Dear Acme,' } },
    });
  });
});
