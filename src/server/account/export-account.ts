import { strToU8, zipSync } from 'fflate';
import { toJsonResume } from '../../domain/json-resume';
import { resumeSchema } from '../../domain/resume';
import { describeDevice } from '../auth/describe-device';
import { toPublicUser } from '../auth/public-user';
import { listUserSessions } from '../auth/session-store';
import type { TwoFactorSummary } from '../auth/two-factor-summary';
import { listPurchases } from '../billing/close-billing-for-deletion';
import type { Database } from '../db/connection';
import type { UserRow } from '../db/schema';
import { listDrafts } from '../drafts/list-drafts';
import { listJobs } from '../jobs/list-jobs';
import { otherUserTableRows } from './user-table-rows';

/**
 * Tables the export writes in files of their own, that hold only secrets (tokens, 2FA), or that hold earlier
 * exports waiting to be collected (account_exports: an export is not part of the data).
 */
const KNOWN_TABLES = new Set([
  'users',
  'sessions',
  'resume_drafts',
  'jobs',
  'checkout_sessions',
  'password_reset_tokens',
  'email_change_requests',
  'two_factor_totp',
  'two_factor_recovery_codes',
  'account_exports',
  'personal_tokens',
]);

const README = `Your Resumable data, as of the date in account.json.

account.json            your profile, plan, purchases and whether two-factor sign-in is on
drafts/NN-title.json    each resume draft as Resumable stores it (import it back with JSON Resume or keep it)
drafts/NN-title.resume.json  the same draft as a JSON Resume 1.x document (https://jsonresume.org)
jobs.json               your saved jobs with their notes and status history
sessions.json           where your account is signed in (device and times)
tables/NAME.json        anything else stored under your account (cover letters, linked sign-in providers, ...)
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function fileSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 50) || 'resume'
  );
}

/**
 * The user's data (issue 18, item 2; GDPR articles 15 and 20) as one ZIP, built in memory: a user has at most a
 * hundred drafts, so the whole archive is a few megabytes at most. Every part comes from its own area's verb;
 * tables of other areas are found generically (user-table-rows.ts).
 */
export async function exportAccount(
  db: Database,
  user: UserRow,
  extra: { currentSessionId: string | null; twoFactor: TwoFactorSummary },
  now = new Date(),
): Promise<Uint8Array> {
  const [drafts, jobs, sessions, purchases, others] = await Promise.all([
    listDrafts(db, user.id),
    listJobs(db, user.id),
    listUserSessions(db, user.id, now),
    listPurchases(db, user.id),
    otherUserTableRows(db, user.id, KNOWN_TABLES),
  ]);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'account.json': json({
      exportedAt: now.toISOString(),
      profile: { ...toPublicUser(user, now), createdAt: user.createdAt.toISOString() },
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      purchases,
      twoFactor: extra.twoFactor,
    }),
    'jobs.json': json(jobs),
    'sessions.json': json(
      sessions.map((session) => ({
        device: describeDevice(session.userAgent),
        userAgent: session.userAgent,
        signedInAt: session.createdAt?.toISOString() ?? null,
        lastUsedAbout: session.lastUsedAt.toISOString(),
        current: session.id === extra.currentSessionId,
      })),
    ),
  };
  drafts.forEach((draft, index) => {
    const base = `drafts/${String(index + 1).padStart(2, '0')}-${fileSlug(draft.title)}`;
    files[`${base}.json`] = json(draft);
    const parsed = resumeSchema.safeParse(draft.data);
    if (parsed.success) files[`${base}.resume.json`] = json(toJsonResume(parsed.data));
  });
  for (const [table, rows] of others) files[`tables/${table}.json`] = json(rows);
  return zipSync(files, { level: 6, mtime: now });
}
