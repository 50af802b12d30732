import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { jobEvents, jobs, users } from '../../db/schema';
import { renderMail } from '../../mail/mail-copy';
import { MAIL_TEXTS, mailLanguage } from '../../mail/mail-language';
import type { MailQueue } from '../../mail/mail-queue';
import { startPeriodicTask } from '../../queue/periodic-task';
import type { TaskQueue } from '../../queue/task-queue';
import { localDayAndHour } from './local-time';

export const REMINDER_TASK = 'job-event-reminders';
/** "The morning of the day": the reminder goes from this local hour on the event's day. */
export const MORNING_HOUR = 7;

/**
 * Whether the event's morning has begun at `now` in the event's own time zone: its day, from MORNING_HOUR on (or
 * from the event itself if it is earlier). A day that passed without a run (every worker down) sends nothing:
 * "today" would be wrong the day after.
 */
export function isMorningOf(event: { localDate: string; startsAt: Date; timeZone: string }, now: Date) {
  const { day, hour } = localDayAndHour(now, event.timeZone);
  return day === event.localDate && (hour >= MORNING_HOUR || now >= event.startsAt);
}

/**
 * Mails every reminder that is due and not yet sent; the number sent. Each event is claimed by a conditional
 * UPDATE ... WHERE reminder_sent_at IS NULL before its mail is queued: of two workers (or processes) racing on
 * the same event only one gets the row back, so the mail goes once across the fleet (ADR 0090). A failure to
 * queue the mail hands the claim back, so the next run tries again.
 */
export async function sendDueReminders(
  db: Database,
  mail: MailQueue,
  appUrl: string,
  now = new Date(),
): Promise<number> {
  // Every zone's morning is within 14 hours before to 26 hours after midnight UTC: a wide window of candidates,
  // narrowed by isMorningOf in each event's zone.
  const candidates = await db
    .select({
      event: jobEvents,
      email: users.email,
      language: users.interfaceLanguage,
      jobTitle: jobs.title,
      company: jobs.company,
    })
    .from(jobEvents)
    .innerJoin(users, eq(users.id, jobEvents.userId))
    .innerJoin(jobs, eq(jobs.id, jobEvents.jobId))
    .where(
      and(
        eq(jobEvents.remind, true),
        isNull(jobEvents.reminderSentAt),
        gte(jobEvents.startsAt, new Date(now.getTime() - 24 * 3_600_000)),
        lte(jobEvents.startsAt, new Date(now.getTime() + 48 * 3_600_000)),
      ),
    );
  let sent = 0;
  for (const { event, email, language, jobTitle, company } of candidates) {
    if (!isMorningOf(event, now)) continue;
    const claimed = await db
      .update(jobEvents)
      .set({ reminderSentAt: now })
      .where(and(eq(jobEvents.id, event.id), isNull(jobEvents.reminderSentAt)))
      .returning({ id: jobEvents.id });
    if (claimed.length === 0) continue; // another worker took it
    const lang = mailLanguage(language);
    const what = event.title || `${jobTitle} · ${company}`;
    const message = renderMail(email, MAIL_TEXTS[lang].eventReminder, lang, {
      what,
      time: event.localTime,
      timeZone: event.timeZone,
      link: `${appUrl}/jobs/${event.jobId}`,
    });
    try {
      await mail.send(message);
      sent++;
    } catch (error) {
      await db.update(jobEvents).set({ reminderSentAt: null }).where(eq(jobEvents.id, event.id));
      throw error;
    }
  }
  return sent;
}

/** The periodic task: once per interval across the fleet (and safe if it runs twice, see sendDueReminders). */
export function startReminderTask(
  tasks: TaskQueue,
  db: Database,
  mail: MailQueue,
  appUrl: string,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  return startPeriodicTask(tasks, log, {
    name: REMINDER_TASK,
    intervalMs,
    retry: { retryLimit: 2, retryDelaySeconds: 60, isBackoff: true },
    run: async () => {
      const sent = await sendDueReminders(db, mail, appUrl);
      if (sent) log.info({ sent }, 'event reminders queued');
    },
  });
}
