import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { jobEvents, users } from '../../db/schema';
import type { MailQueue } from '../../mail/mail-queue';
import type { MailMessage } from '../../mail/mailer';
import { isMorningOf, sendDueReminders } from './event-reminders';

/** The morning reminder (issue 35 item 2): due in the event's zone, sent once even with workers racing. */

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
});
afterAll(() => testApp.close());

function collectingQueue(): MailQueue & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      // A queue that takes a moment, so racing runs interleave.
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(message);
    },
  };
}

describe('event reminders', () => {
  it('is due from 07:00 on the event’s day in the event’s own zone', () => {
    const event = {
      localDate: '2026-12-03',
      startsAt: new Date('2026-12-03T09:00:00Z'),
      timeZone: 'Europe/Berlin',
    };
    expect(isMorningOf(event, new Date('2026-12-03T05:59:00Z'))).toBe(false); // 06:59 in Berlin
    expect(isMorningOf(event, new Date('2026-12-03T06:00:00Z'))).toBe(true); // 07:00
    expect(isMorningOf(event, new Date('2026-12-02T22:00:00Z'))).toBe(false); // 23:00 the day before
    expect(isMorningOf(event, new Date('2026-12-04T06:00:00Z'))).toBe(false); // the day after
    const early = {
      localDate: '2026-12-03',
      startsAt: new Date('2026-12-03T05:00:00Z'),
      timeZone: 'Europe/Berlin',
    };
    expect(isMorningOf(early, new Date('2026-12-03T05:00:00Z'))).toBe(true); // a 06:00 event, at 06:00
  });

  it('sends one mail per due event with two workers racing, in the account’s language, and never again', async () => {
    const call = requestAs(testApp, owner);
    const job = (
      await call('POST', '/api/jobs', { title: 'Reminder engineer', company: 'Engines Ltd' })
    ).json().job;
    const base = { date: '2026-12-03', time: '10:00', timeZone: 'Europe/Berlin' };
    const due = (
      await call('POST', `/api/jobs/${job.id}/events`, { ...base, kind: 'interview', remind: true })
    ).json().event;
    await call('POST', `/api/jobs/${job.id}/events`, { ...base, kind: 'deadline' }); // no reminder asked
    await call('POST', `/api/jobs/${job.id}/events`, {
      ...base,
      date: '2026-12-04',
      kind: 'follow-up',
      remind: true,
    });
    const now = new Date('2026-12-03T06:30:00Z'); // 07:30 in Berlin
    const db = testApp.database.db;
    const mail = collectingQueue();
    const counts = await Promise.all([
      sendDueReminders(db, mail, 'https://app.test', now),
      sendDueReminders(db, mail, 'https://app.test', now),
      sendDueReminders(db, mail, 'https://app.test', now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(mail.sent).toHaveLength(1);
    const [user] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(mail.sent[0]?.to).toBe(user?.email);
    expect(mail.sent[0]?.subject).toBe('Today: Reminder engineer · Engines Ltd');
    expect(mail.sent[0]?.text).toContain('10:00 (Europe/Berlin)');
    expect(mail.sent[0]?.text).toContain(`https://app.test/jobs/${job.id}`);
    const [row] = await db.select().from(jobEvents).where(eq(jobEvents.id, due.id));
    expect(row?.reminderSentAt?.toISOString()).toBe(now.toISOString());
    expect(await sendDueReminders(db, mail, 'https://app.test', new Date('2026-12-03T08:00:00Z'))).toBe(0);

    // Moving the event re-arms its reminder for the new day.
    await call('PUT', `/api/jobs/${job.id}/events/${due.id}`, { date: '2026-12-05' });
    expect(await sendDueReminders(db, mail, 'https://app.test', new Date('2026-12-05T06:30:00Z'))).toBe(1);
  });
});
