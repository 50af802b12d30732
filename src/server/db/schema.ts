import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountExports } from './account-exports-schema';
import { emailChangeRequests, passkeys, twoFactorRecoveryCodes, twoFactorTotp } from './account-trust-schema';
import { jobApplicationsSent } from './applications-sent-schema';
import { coverLetters } from './cover-letters-schema';
import { calendarFeeds, jobEvents } from './job-events-schema';
import { jobs } from './jobs-schema';
import { oauthRecords } from './oauth-records-schema';
import { personalTokens } from './personal-tokens-schema';
import { resumePhotos } from './photos-schema';
import { retainedPayments } from './retained-payments-schema';
import { draftShares, draftVersions } from './sharing-and-versions-schema';

export { accountExports } from './account-exports-schema';
export { emailChangeRequests, passkeys, twoFactorRecoveryCodes, twoFactorTotp } from './account-trust-schema';
export { type JobApplicationSentRow, jobApplicationsSent } from './applications-sent-schema';
export { type CoverLetterRow, coverLetters } from './cover-letters-schema';
export { calendarFeeds, type JobEventRow, jobEvents } from './job-events-schema';
export { type JobRow, jobs } from './jobs-schema';
export { type OauthRecordRow, oauthRecords } from './oauth-records-schema';
export { type PersonalTokenRow, personalTokens } from './personal-tokens-schema';
export { type ResumePhotoRow, resumePhotos } from './photos-schema';
export { retainedPayments } from './retained-payments-schema';
export {
  type DraftShareRow,
  type DraftVersionRow,
  draftShares,
  draftVersions,
} from './sharing-and-versions-schema';

/** The spec's section 3 entities plus what the server needs to keep them honest. Timestamps carry a time zone. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    authProvider: text('auth_provider').notNull().default('email'),
    providerId: text('provider_id'),
    passwordHash: text('password_hash'),
    /** Set when the mailbox owner proved the address (a reset link used, or a provider that verified it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    planType: text('plan_type'),
    purchaseAmount: text('purchase_amount'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    /** When the user asked to stop renewal; access runs to subscriptionExpiresAt. */
    subscriptionCancelledAt: timestamp('subscription_cancelled_at', { withTimezone: true }),
    /** The interface language the user chose (ADR 0085); null until they choose, the browser's then decides. */
    interfaceLanguage: text('interface_language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_interface_language_check',
      sql`${t.interfaceLanguage} is null or ${t.interfaceLanguage} in ('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ar')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token: a stolen table gives no live session. */
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
);

export const resumeDrafts = pgTable(
  'resume_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** json, not jsonb: written and read whole, never queried inside (ADR 0108). */
    data: json('data').notNull(),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    pendingPaymentId: uuid('pending_payment_id'),
    /** A guest resume migrates once per (user, key), however many tabs or retries send it. */
    migrationKey: text('migration_key'),
    /** For a draft paid by a one-off purchase: when that purchase's access ends. */
    paidAccessUntil: timestamp('paid_access_until', { withTimezone: true }),
    /** The job a tailored copy was made for (issue 14); the copy outlives the job. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** When the last version-history snapshot was taken (issue 20): autosave decides from it with no extra query. */
    lastSnapshotAt: timestamp('last_snapshot_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // user_id alone, not (user_id, updated_at): an autosave then changes no indexed column, so PostgreSQL can
    // update the row in place (HOT). A user's list (at most 100 drafts) is sorted after the index lookup.
    index('resume_drafts_user_id_idx').on(t.userId),
    index('resume_drafts_created_at_idx').on(t.createdAt),
    uniqueIndex('resume_drafts_migration_key_unique').on(t.userId, t.migrationKey),
    check('resume_drafts_status_check', sql`${t.status} in ('draft', 'pending', 'paid')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail. */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_unique').on(t.token),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_unique').on(t.provider, t.providerAccountId),
    index('oauth_accounts_user_id_idx').on(t.userId),
  ],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull().default('open'),
    resumeId: uuid('resume_id').references(() => resumeDrafts.id, { onDelete: 'set null' }),
    /** The page the buyer came from, for /payment-cancelled; already checked by the redirect rule. */
    origin: text('origin'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_ref_unique').on(t.providerRef),
    index('checkout_sessions_user_id_idx').on(t.userId),
    check(
      'checkout_sessions_status_check',
      sql`${t.status} in ('open', 'completed', 'cancelled', 'expired')`,
    ),
  ],
);

/** Stripe events already applied, so a redelivered event changes nothing. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentExports = pgTable(
  'document_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => resumeDrafts.id, { onDelete: 'set null' }),
    format: text('format').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_exports_created_at_idx').on(t.createdAt)],
);

export const schema = {
  users,
  sessions,
  resumeDrafts,
  passwordResetTokens,
  oauthAccounts,
  checkoutSessions,
  processedWebhookEvents,
  documentExports,
  jobs,
  coverLetters,
  draftVersions,
  draftShares,
  retainedPayments,
  emailChangeRequests,
  twoFactorTotp,
  twoFactorRecoveryCodes,
  passkeys,
  resumePhotos,
  accountExports,
  personalTokens,
  jobApplicationsSent,
  jobEvents,
  calendarFeeds,
  oauthRecords,
};

export type UserRow = typeof users.$inferSelect;
export type ResumeDraftRow = typeof resumeDrafts.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
