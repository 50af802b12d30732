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
import { JOB_LINK_INVALID, JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import { jobs, resumeDrafts } from '../db/schema';

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

const AD = 'We are hiring a nurse with BLS certification and patient care experience.';

async function createJobAs(user: SignedInUser, body: Record<string, unknown> = {}) {
  const response = await requestAs(testApp, user)('POST', '/api/jobs', {
    title: 'Staff Nurse',
    company: 'City Hospital',
    description: AD,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().job;
}

async function createDraftAs(user: SignedInUser, title = 'Nurse CV') {
  const response = await requestAs(testApp, user)('POST', '/api/resume-drafts', {
    title,
    data: resumeData(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resumeDraft;
}

describe('POST /api/jobs', () => {
  it('saves a job with defaults and its first status in the history', async () => {
    const response = await requestAs(testApp, owner)('POST', '/api/jobs', {
      title: '  Staff Nurse ',
      company: 'City Hospital',
      link: 'https://jobs.example.com/42',
      description: AD,
    });
    expect(response.statusCode).toBe(201);
    const { success, job } = response.json();
    expect(success).toBe(true);
    expect(job).toMatchObject({
      userId: owner.id,
      title: 'Staff Nurse',
      company: 'City Hospital',
      location: '',
      link: 'https://jobs.example.com/42',
      description: AD,
      status: 'saved',
      notes: '',
    });
    expect(job.statusHistory).toEqual([{ status: 'saved', at: job.createdAt }]);
  });

  it('refuses bad bodies with a field error each, saving nothing', async () => {
    const as = requestAs(testApp, other);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company: 'A' }, 'title', 'Job title is required'],
      [{ title: '   ', company: 'A' }, 'title', 'Job title is required'],
      [{ title: 'T' }, 'company', 'Company is required'],
      [{ title: 'T', company: 'A', link: 'javascript:alert(1)' }, 'link', JOB_LINK_INVALID],
      [{ title: 'T', company: 'A', link: 'ftp://example.com/x' }, 'link', JOB_LINK_INVALID],
      [{ title: 'T', company: 'A', status: 'hired' }, 'status', expect.stringContaining('Status must be')],
      [
        { title: 'T', company: 'A', description: 'x'.repeat(30_001) },
        'description',
        expect.stringContaining('30,000'),
      ],
      [{ title: 'T'.repeat(201), company: 'A' }, 'title', expect.stringContaining('at most 200')],
    ];
    for (const [body, field, message] of cases) {
      const response = await as('POST', '/api/jobs', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    expect((await as('GET', '/api/jobs')).json().jobs).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await requestAs(testApp, null)('POST', '/api/jobs', { title: 'T', company: 'A' });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('refuses a cross-site request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { title: 'T', company: 'A' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/jobs and /api/jobs/{id}', () => {
  it("lists only the user's own jobs and reads one", async () => {
    const mine = await createJobAs(owner, { title: 'Mine' });
    await createJobAs(other, { title: 'Theirs' });
    const list = await requestAs(testApp, owner)('GET', '/api/jobs');
    expect(list.statusCode).toBe(200);
    const titles = list.json().jobs.map((job: { title: string }) => job.title);
    expect(titles).toContain('Mine');
    expect(titles).not.toContain('Theirs');
    const one = await requestAs(testApp, owner)('GET', `/api/jobs/${mine.id}`);
    expect(one.json()).toEqual({ success: true, job: mine });
  });

  it("answers 404 for another user's job, a missing one and a malformed id", async () => {
    const theirs = await createJobAs(other);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await requestAs(testApp, owner)('GET', `/api/jobs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'job_not_found',
        error: JOB_NOT_FOUND_MESSAGE,
      });
    }
  });
});

describe('PUT /api/jobs/{id}', () => {
  it('changes the fields sent, keeps the others, and records each status change with its date', async () => {
    const job = await createJobAs(owner, { notes: 'Call Sam' });
    const as = requestAs(testApp, owner);
    const applied = await as('PUT', `/api/jobs/${job.id}`, { status: 'applied', location: 'Leeds' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().job).toMatchObject({
      status: 'applied',
      location: 'Leeds',
      notes: 'Call Sam',
      title: job.title,
    });
    const same = await as('PUT', `/api/jobs/${job.id}`, { status: 'applied', link: '' });
    const history = same.json().job.statusHistory;
    expect(history.map((change: { status: string }) => change.status)).toEqual(['saved', 'applied']);
    expect(Date.parse(history[1].at)).toBeGreaterThanOrEqual(Date.parse(history[0].at));
    expect(same.json().job.link).toBeNull();
  });

  it("answers 404 for another user's job whatever the body, changing nothing", async () => {
    const theirs = await createJobAs(other, { title: 'Untouched' });
    for (const body of [{ title: 'Hijacked' }, { status: 'nonsense' }, ['not', 'an object'], {}]) {
      const response = await requestAs(testApp, owner)('PUT', `/api/jobs/${theirs.id}`, body);
      expect(response.statusCode).toBe(404);
    }
    const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, theirs.id));
    expect(row?.title).toBe('Untouched');
  });

  it('refuses a bad body on an own job with field errors', async () => {
    const job = await createJobAs(owner);
    const response = await requestAs(testApp, owner)('PUT', `/api/jobs/${job.id}`, {
      title: '',
      link: 'not a url',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ title: 'Job title is required', link: JOB_LINK_INVALID });
    const unchanged = await requestAs(testApp, owner)('GET', `/api/jobs/${job.id}`);
    expect(unchanged.json().job).toEqual(job);
  });
});

describe('POST /api/jobs/{id}/tailor', () => {
  it('copies the chosen draft, linked to the job and named for the company, leaving the original alone', async () => {
    const job = await createJobAs(owner, { company: 'Acme Care' });
    const original = await createDraftAs(owner, 'Nurse CV');
    const response = await requestAs(testApp, owner)('POST', `/api/jobs/${job.id}/tailor`, {
      resumeDraftId: original.id,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json().resumeDraft;
    expect(copy).toMatchObject({ title: 'Nurse CV - Acme Care', jobId: job.id, status: 'draft', version: 1 });
    expect(copy.id).not.toBe(original.id);
    expect(copy.data).toEqual(original.data);
    const again = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${original.id}`);
    expect(again.json().resumeDraft).toEqual(original);

    const list = await requestAs(testApp, owner)('GET', `/api/resume-drafts/user/${owner.id}`);
    const listed = list.json().resumeDrafts;
    expect(listed.find((draft: { id: string }) => draft.id === copy.id)).toMatchObject({
      jobId: job.id,
      jobTitle: job.title,
      company: 'Acme Care',
    });
    expect(listed.find((draft: { id: string }) => draft.id === original.id)).toMatchObject({
      jobId: null,
      jobTitle: null,
      company: null,
    });
  });

  it('names a copy of a tailored copy for the company once', async () => {
    const job = await createJobAs(owner, { company: 'Mercy Health' });
    const as = requestAs(testApp, owner);
    const original = await createDraftAs(owner, 'Ward CV');
    const first = (await as('POST', `/api/jobs/${job.id}/tailor`, { resumeDraftId: original.id })).json()
      .resumeDraft;
    const second = (await as('POST', `/api/jobs/${job.id}/tailor`, { resumeDraftId: first.id })).json()
      .resumeDraft;
    expect([first.title, second.title]).toEqual(['Ward CV - Mercy Health', 'Ward CV - Mercy Health']);
    const duplicated = (await as('POST', `/api/resume-drafts/${first.id}/duplicate`)).json().resumeDraft;
    const third = (await as('POST', `/api/jobs/${job.id}/tailor`, { resumeDraftId: duplicated.id })).json()
      .resumeDraft;
    expect(third.title).toBe('Ward CV - Mercy Health (copy)');
  });

  it("answers 404 for another user's job or draft, and 400 without a draft id", async () => {
    const mine = await createJobAs(owner);
    const myDraft = await createDraftAs(owner);
    const theirJob = await createJobAs(other);
    const theirDraft = await createDraftAs(other);
    const as = requestAs(testApp, owner);
    const onTheirJob = await as('POST', `/api/jobs/${theirJob.id}/tailor`, { resumeDraftId: myDraft.id });
    expect(onTheirJob.statusCode).toBe(404);
    expect(onTheirJob.json().error).toBe(JOB_NOT_FOUND_MESSAGE);
    const onTheirJobBadBody = await as('POST', `/api/jobs/${theirJob.id}/tailor`, {});
    expect(onTheirJobBadBody.statusCode).toBe(404);
    const theirDraftCopy = await as('POST', `/api/jobs/${mine.id}/tailor`, { resumeDraftId: theirDraft.id });
    expect(theirDraftCopy.statusCode).toBe(404);
    expect(theirDraftCopy.json().error).toBe('Resume draft not found');
    for (const resumeDraftId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await as('POST', `/api/jobs/${mine.id}/tailor`, { resumeDraftId })).statusCode).toBe(404);
    }
    const noDraft = await as('POST', `/api/jobs/${mine.id}/tailor`, {});
    expect(noDraft.statusCode).toBe(400);
    expect(noDraft.json().errors).toEqual({ resumeDraftId: 'Choose a resume to tailor' });
  });

  it('counts the copy against the draft limit', async () => {
    const user = await signedInUser(testApp);
    const job = await createJobAs(user);
    const draft = await createDraftAs(user);
    await testApp.database.db.insert(resumeDrafts).values(
      Array.from({ length: MAX_DRAFTS_PER_USER - 1 }, (_, i) => ({
        userId: user.id,
        title: `D${i}`,
        data: {},
      })),
    );
    const response = await requestAs(testApp, user)('POST', `/api/jobs/${job.id}/tailor`, {
      resumeDraftId: draft.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(DRAFT_LIMIT_MESSAGE);
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('deletes the job and keeps the drafts tailored for it, unlinked', async () => {
    const job = await createJobAs(owner);
    const draft = await createDraftAs(owner);
    const as = requestAs(testApp, owner);
    const copy = (await as('POST', `/api/jobs/${job.id}/tailor`, { resumeDraftId: draft.id })).json()
      .resumeDraft;
    const deleted = await as('DELETE', `/api/jobs/${job.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await as('GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    const kept = await as('GET', `/api/resume-drafts/${copy.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().resumeDraft.title).toBe(copy.title);
    const [row] = await testApp.database.db.select().from(resumeDrafts).where(eq(resumeDrafts.id, copy.id));
    expect(row?.jobId).toBeNull();
  });

  it("answers 404 for another user's job and leaves it", async () => {
    const theirs = await createJobAs(other);
    expect((await requestAs(testApp, owner)('DELETE', `/api/jobs/${theirs.id}`)).statusCode).toBe(404);
    expect((await requestAs(testApp, other)('GET', `/api/jobs/${theirs.id}`)).statusCode).toBe(200);
  });
});
