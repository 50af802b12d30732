import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The authorization server's records (ADR 0092): one row per oidc-provider model instance, re-exported by
 * schema.ts. The foreign key to users (on delete cascade) is declared in drizzle/0013_oauth_records.sql only, as
 * for personal_tokens: naming `users` here would make this module and schema.ts import each other.
 */
export const oauthRecords = pgTable(
  'oauth_records',
  {
    /** The oidc-provider model: Grant, AccessToken, RefreshToken, AuthorizationCode, Client, Interaction, Session... */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    /** The user the record is about; null for a client, or an interaction before sign-in. */
    accountId: uuid('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oauth_records_grant_id_idx').on(t.grantId),
    index('oauth_records_uid_idx').on(t.uid),
    index('oauth_records_account_id_idx').on(t.accountId),
    index('oauth_records_expires_at_idx').on(t.expiresAt),
  ],
);

export type OauthRecordRow = typeof oauthRecords.$inferSelect;
