import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { checkoutSessions, oauthAccounts, sessions, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_EXPORT_PER_HOUR: '2' } });
});
afterAll(() => t.close());

async function download(cookie: string | null) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account/export',
    headers: cookie ? { cookie } : {},
  });
  return response;
}

describe('GET /api/account/export', () => {
  it('answers a ZIP of the profile, purchases, drafts in both forms, jobs, sessions and other tables, and no secret', async () => {
    const user = await createUser(t.database.db, { firstName: 'Grace' });
    const stranger = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const strangerCookie = await signInCookie(t, stranger.email, TEST_PASSWORD);
    const call = callAs(t, cookie);
    const engine = await call('POST', '/api/resume-drafts', { title: 'Engine resume', data: resumeData() });
    await call('POST', '/api/resume-drafts', {
      title: 'Second',
      data: resumeData({ summary: { content: '<p>Two</p>' } }),
    });
    await callAs(t, strangerCookie)('POST', '/api/resume-drafts', { title: 'Not yours', data: resumeData() });
    const job = (await call('POST', '/api/jobs', { title: 'Engineer', company: 'Analytical Engines' })).json()
      .job;
    await call('PUT', `/api/jobs/${job.id}`, {
      contacts: [{ name: 'Charles Babbage', role: 'Founder', linkedin: 'https://www.linkedin.com/in/cb' }],
      nextStep: 'Send the notes on the engine',
      nextStepDate: '2026-12-01',
      archiveReason: 'accepted',
    });
    const letter = await call('POST', '/api/cover-letters', { title: 'Letter to Engines' });
    // What was sent for the job (issue 35 item 4): its own table, and a version in the draft's history.
    const sent = await call('POST', `/api/jobs/${job.id}/sent`, {
      resumeId: engine.json().resumeDraft.id,
      letterId: letter.json().coverLetter.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Its dates and the calendar feed (issue 35 item 2): the feed's secret is kept as a hash and never exported.
    await call('POST', `/api/jobs/${job.id}/events`, {
      kind: 'interview',
      date: '2026-12-03',
      time: '10:00',
      timeZone: 'Europe/London',
      note: 'Bring the difference engine',
    });
    const feedPath: string = (await call('POST', '/api/calendar/feed')).json().path;
    await t.database.db
      .insert(oauthAccounts)
      .values({ provider: 'google', providerAccountId: 'g-1', userId: user.id });
    await t.database.db.insert(checkoutSessions).values({
      userId: user.id,
      plan: '3month',
      amountCents: 2788,
      provider: 'sandbox',
      status: 'completed',
    });

    const response = await download(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="resumable-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'README.txt',
      'account.json',
      'drafts/01-second.json',
      'drafts/01-second.resume.json',
      'drafts/02-engine-resume.json',
      'drafts/02-engine-resume.resume.json',
      'jobs.json',
      'sessions.json',
      'tables/calendar_feeds.json',
      'tables/cover_letters.json',
      'tables/draft_versions.json',
      'tables/job_applications_sent.json',
      'tables/job_events.json',
      'tables/oauth_accounts.json',
    ]);
    const read = (name: string) =>
      JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as Record<string, unknown>;
    expect(read('account.json')).toMatchObject({
      profile: { email: user.email, firstName: 'Grace' },
      purchases: [{ plan: '3month', amountCents: 2788, status: 'completed' }],
      twoFactor: { totpEnabled: false },
    });
    expect(read('drafts/02-engine-resume.json')).toMatchObject({
      title: 'Engine resume',
      data: { personalDetails: { firstName: 'Ada' } },
    });
    expect(read('drafts/02-engine-resume.resume.json')).toMatchObject({ basics: { name: 'Ada Lovelace' } });
    expect(read('jobs.json')).toEqual([
      expect.objectContaining({
        title: 'Engineer',
        company: 'Analytical Engines',
        contacts: [expect.objectContaining({ name: 'Charles Babbage', role: 'Founder' })],
        nextStep: 'Send the notes on the engine',
        nextStepDate: '2026-12-01',
        archiveReason: 'accepted',
        archivedAt: expect.any(String),
      }),
    ]);
    expect(read('sessions.json')).toEqual([
      expect.objectContaining({ device: 'Firefox on Linux', current: true }),
    ]);
    expect(JSON.stringify(read('tables/cover_letters.json'))).toContain('Letter to Engines');
    expect(read('tables/oauth_accounts.json')).toEqual([expect.objectContaining({ provider: 'google' })]);
    expect(read('tables/job_applications_sent.json')).toEqual([
      expect.objectContaining({
        job_id: job.id,
        resume_title: 'Engine resume',
        letter_title: 'Letter to Engines',
      }),
    ]);
    expect(read('tables/draft_versions.json')).toEqual([expect.objectContaining({ reason: 'sent' })]);
    expect(read('tables/job_events.json')).toEqual([
      expect.objectContaining({
        kind: 'interview',
        local_time: '10:00',
        note: 'Bring the difference engine',
      }),
    ]);
    expect(read('tables/calendar_feeds.json')).toEqual([
      { user_id: user.id, created_at: expect.any(String) },
    ]);

    const everything = names.map((name) => strFromU8(files[name] ?? new Uint8Array())).join('\n');
    expect(everything).not.toContain('Not yours');
    expect(everything).not.toContain(stranger.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(everything).not.toContain(row?.passwordHash ?? 'no hash');
    expect(everything).not.toContain(session?.sid ?? 'no sid');
    expect(everything).not.toContain(cookie.split('=')[1]);
    expect(everything).not.toContain(feedPath.slice('/api/calendar/'.length, -'.ics'.length));
  });

  it('needs a signed-in user and is limited per account', async () => {
    expect((await download(null)).statusCode).toBe(401);
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    expect((await download(cookie)).statusCode).toBe(200);
    expect((await download(cookie)).statusCode).toBe(200);
    const limited = await download(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await createUser(t.database.db);
    expect((await download(await signInCookie(t, other.email, TEST_PASSWORD))).statusCode).toBe(200);
  });
});
