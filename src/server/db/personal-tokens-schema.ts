import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TOKEN_SCOPES } from '../../domain/personal-token-api';

/**
 * Personal access tokens (issue 34, ADR 0086), owned by the auth area beside sessions and re-exported by
 * schema.ts. The foreign key to users (on delete cascade) is declared in drizzle/0008_personal_tokens.sql only:
 * naming `users` here would make this module and schema.ts import each other.
 */
export const personalTokens = pgTable(
  'personal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: TOKEN_SCOPES }).notNull(),
    /** SHA-256 (hex) of the secret: the secret is 256 random bits, so a fast hash is enough (no guessing). */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token (LAST_USED_PRECISION_MS), not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('personal_tokens_token_hash_unique').on(t.tokenHash),
    index('personal_tokens_user_id_idx').on(t.userId),
  ],
);

export type PersonalTokenRow = typeof personalTokens.$inferSelect;
