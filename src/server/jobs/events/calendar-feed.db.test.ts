import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { FEED_NOT_FOUND_MESSAGE } from '../../../domain/job-events-api';
import { calendarFeeds } from '../../db/schema';

/** The account's calendar feed (issue 35 item 2): a secret address, stored hashed, revocable. */

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
const savedTz = process.env.TZ;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function jobWithEvent(user: SignedInUser, title: string, event: object) {
  const call = requestAs(testApp, user);
  const job = (await call('POST', '/api/jobs', { title, company: 'Engines Ltd' })).json().job;
  const created = await call('POST', `/api/jobs/${job.id}/events`, event);
  expect(created.statusCode, created.body).toBe(201);
  return { jobId: job.id as string, event: created.json().event };
}

const feedOf = (path: string) => requestAs(testApp, null)('GET', path);
const vevents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('calendar feed', () => {
  it('serves the account’s events without a cookie, only the owner’s, and stores only a hash', async () => {
    const mine = await jobWithEvent(owner, 'Feed engineer', {
      kind: 'interview',
      date: soon(3),
      time: '14:30',
      timeZone: 'Asia/Tokyo',
    });
    await jobWithEvent(other, 'Not mine', {
      kind: 'deadline',
      date: soon(3),
      time: '09:00',
      timeZone: 'UTC',
    });
    const made = await requestAs(testApp, owner)('POST', '/api/calendar/feed');
    expect(made.statusCode, made.body).toBe(201);
    const path: string = made.json().path;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await requestAs(testApp, owner)('GET', '/api/calendar/feed')).json().isActive).toBe(true);

    const feed = await feedOf(path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = vevents(feed.body);
    expect(events.map((e) => e.summary)).toEqual(['Interview: Feed engineer at Engines Ltd']);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe(mine.event.startsAt);

    const secret = path.slice('/api/calendar/'.length, -'.ics'.length);
    const stored = await testApp.database.db.select().from(calendarFeeds);
    expect(stored.some((row) => row.secretHash.includes(secret))).toBe(false);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('answers 404 once revoked or replaced, and for a guessed secret', async () => {
    const call = requestAs(testApp, owner);
    const first: string = (await call('POST', '/api/calendar/feed')).json().path;
    const second: string = (await call('POST', '/api/calendar/feed')).json().path;
    expect((await feedOf(first)).statusCode).toBe(404);
    expect((await feedOf(second)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/calendar/feed')).statusCode).toBe(200);
    const revoked = await feedOf(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({
      success: false,
      error: FEED_NOT_FOUND_MESSAGE,
      code: expect.any(String),
    });
    for (const guess of ['x', 'a'.repeat(43), '../../etc/passwd', '%00'])
      expect((await feedOf(`/api/calendar/${guess}.ics`)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar/feed')).json().isActive).toBe(false);
    expect((await requestAs(testApp, null)('POST', '/api/calendar/feed')).statusCode).toBe(401);
  });

  it('keeps an event at its wall-clock time in its own zone whatever zone the server or viewer is in', async () => {
    process.env.TZ = 'Pacific/Auckland';
    const { jobId, event } = await jobWithEvent(owner, 'Zone engineer', {
      kind: 'interview',
      date: '2027-01-15',
      time: '10:00',
      timeZone: 'America/New_York',
    });
    expect(event.startsAt).toBe('2027-01-15T15:00:00.000Z');
    process.env.TZ = 'Asia/Kolkata';
    const ics = await requestAs(testApp, owner)('GET', `/api/jobs/${jobId}/events/${event.id}.ics`);
    const [parsed] = vevents(ics.body);
    // Read in New York, wherever the reader is: 10:00 there.
    const start = parsed?.startDate.toJSDate() as Date;
    const newYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    }).format(start);
    expect(newYork).toBe('10:00');
    const listed = (await requestAs(testApp, owner)('GET', `/api/jobs/${jobId}/events`)).json().events;
    expect(listed[0]).toMatchObject({ date: '2027-01-15', time: '10:00', timeZone: 'America/New_York' });
  });
});
