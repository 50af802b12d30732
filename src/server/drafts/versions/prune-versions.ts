import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { KEEP_DAILY_DAYS, KEEP_LATEST } from './snapshot-rules';

/**
 * Retention of one draft's history: the newest KEEP_LATEST versions, and beyond them the last version of each
 * day (UTC) of the past KEEP_DAILY_DAYS. Run after each new version, so a history never grows past
 * KEEP_LATEST + KEEP_DAILY_DAYS rows, plus the versions kept because they were sent with a job application
 * (reason 'sent', ADR 0091): those are what an employer has, so retention never deletes them.
 */
export async function pruneVersions(db: Database | Transaction, draftId: string): Promise<void> {
  await db.execute(sql`
    delete from draft_versions
    where draft_id = ${draftId}
      and reason <> 'sent'
      and id not in (
        select id from draft_versions where draft_id = ${draftId}
        order by created_at desc limit ${KEEP_LATEST}
      )
      and id not in (
        select distinct on (date_trunc('day', created_at at time zone 'UTC')) id
        from draft_versions
        where draft_id = ${draftId} and created_at > now() - ${sql.raw(`interval '${KEEP_DAILY_DAYS} days'`)}
        order by date_trunc('day', created_at at time zone 'UTC'), created_at desc
      )`);
}
