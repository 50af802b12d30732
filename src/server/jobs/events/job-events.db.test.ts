import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import {
  EVENT_DATE_INVALID,
  EVENT_KIND_INVALID,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_TIME_INVALID,
  EVENT_TIME_ZONE_INVALID,
  type JobEvent,
} from '../../../domain/job-events-api';
import { JOB_NOT_FOUND_MESSAGE } from '../../../domain/jobs-api';

/** Dates on a job (issue 35 item 2): CRUD, ownership, validation and the one-event .ics. */

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

const interview = { kind: 'interview', date: '2026-12-03', time: '10:00', timeZone: 'Europe/Berlin' };

async function jobOf(user: SignedInUser): Promise<string> {
  const response = await requestAs(testApp, user)('POST', '/api/jobs', {
    title: 'Engineer',
    company: 'Engines Ltd',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().job.id;
}

async function eventOn(user: SignedInUser, jobId: string, body: object = interview): Promise<JobEvent> {
  const response = await requestAs(testApp, user)('POST', `/api/jobs/${jobId}/events`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event;
}

/** The VEVENTs of an iCalendar text, parsed by ical.js. */
function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('job events', () => {
  it('creates, lists, updates and deletes an event, keeping the wall-clock time and computing the instant', async () => {
    const jobId = await jobOf(owner);
    const call = requestAs(testApp, owner);
    const event = await eventOn(owner, jobId, {
      ...interview,
      title: 'Panel',
      note: 'Bring the portfolio',
      remind: true,
    });
    expect(event).toMatchObject({ kind: 'interview', title: 'Panel', date: '2026-12-03', time: '10:00' });
    expect(event.startsAt).toBe('2026-12-03T09:00:00.000Z');
    expect(event.remind).toBe(true);

    const listed = await call('GET', `/api/jobs/${jobId}/events`);
    expect(listed.json().events.map((e: JobEvent) => e.id)).toEqual([event.id]);

    const moved = await call('PUT', `/api/jobs/${jobId}/events/${event.id}`, {
      timeZone: 'America/New_York',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({ time: '10:00', startsAt: '2026-12-03T15:00:00.000Z' });

    const upcoming = await call('GET', '/api/jobs/upcoming');
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().events).toEqual([
      expect.objectContaining({ id: event.id, jobTitle: 'Engineer', company: 'Engines Ltd' }),
    ]);

    const deleted = await call('DELETE', `/api/jobs/${jobId}/events/${event.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/jobs/${jobId}/events`)).json().events).toEqual([]);
  });

  it('answers 404 for another user’s job or event and 401 for a guest, whatever the body', async () => {
    const jobId = await jobOf(owner);
    const event = await eventOn(owner, jobId);
    const intruder = requestAs(testApp, other);
    const notFound = (message: string) => ({ success: false, error: message, code: expect.any(String) });
    for (const [method, url, body] of [
      ['GET', `/api/jobs/${jobId}/events`, undefined],
      ['POST', `/api/jobs/${jobId}/events`, { kind: 'nope' }],
      ['PUT', `/api/jobs/${jobId}/events/${event.id}`, { time: 'x' }],
      ['DELETE', `/api/jobs/${jobId}/events/${event.id}`, undefined],
      ['GET', `/api/jobs/${jobId}/events/${event.id}.ics`, undefined],
      ['GET', '/api/jobs/not-a-uuid/events', undefined],
    ] as const) {
      const response = await intruder(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(notFound(JOB_NOT_FOUND_MESSAGE));
      expect((await requestAs(testApp, null)(method, url, body)).statusCode).toBe(401);
    }
    // The owner's job with another job's (or a malformed) event id.
    const otherJob = await jobOf(owner);
    for (const eventId of [event.id, 'x', '00000000-0000-4000-8000-000000000000']) {
      const response = await requestAs(testApp, owner)('GET', `/api/jobs/${otherJob}/events/${eventId}.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound(EVENT_NOT_FOUND_MESSAGE));
    }
    const missing = await requestAs(testApp, owner)('PUT', `/api/jobs/${otherJob}/events/${event.id}`, {
      time: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect((await intruder('GET', '/api/jobs/upcoming')).json().events).toEqual([]);
  });

  it('answers 400 with a clear text for every bad field, and never a 500', async () => {
    const jobId = await jobOf(owner);
    const post = (body: unknown) => requestAs(testApp, owner)('POST', `/api/jobs/${jobId}/events`, body);
    const cases: [unknown, string][] = [
      [{ ...interview, kind: 'party' }, EVENT_KIND_INVALID],
      [{ ...interview, date: '2026-02-30' }, EVENT_DATE_INVALID],
      [{ ...interview, date: 20261203 }, EVENT_DATE_INVALID],
      [{ ...interview, time: '25:00' }, EVENT_TIME_INVALID],
      [{ ...interview, time: '9:00' }, EVENT_TIME_INVALID],
      [{ ...interview, timeZone: 'Mars/Olympus' }, EVENT_TIME_ZONE_INVALID],
      [{ ...interview, timeZone: '' }, EVENT_TIME_ZONE_INVALID],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error, JSON.stringify(body)).toContain(message);
    }
    for (const body of [
      null,
      'text',
      [],
      { ...interview, remind: 'yes' },
      { ...interview, note: 'x'.repeat(3000) },
    ]) {
      // A body that is not JSON at all is refused by its type (415); none reaches the handler.
      expect([400, 415], JSON.stringify(body)).toContain((await post(body)).statusCode);
    }
  });

  it('downloads one event as an .ics that a calendar library reads at the right instant', async () => {
    const jobId = await jobOf(owner);
    const event = await eventOn(owner, jobId, { ...interview, kind: 'deadline', note: 'Send the portfolio' });
    const response = await requestAs(testApp, owner)('GET', `/api/jobs/${jobId}/events/${event.id}.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="deadline-2026-12-03.ics"',
    );
    const [parsed] = parsedEvents(response.body);
    expect(parsed?.uid).toBe(`${event.id}@resumable`);
    expect(parsed?.summary).toBe('Deadline: Engineer at Engines Ltd');
    expect(parsed?.description).toContain('Send the portfolio');
    expect(parsed?.startDate.toJSDate().toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });
});
