import { customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres reads a Buffer and PGlite a Uint8Array, both Uint8Arrays; both write either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The account area's finished data exports (ADR 0066), re-exported by schema.ts: the ZIP a task built, keyed by
 * the task, until the request waiting for it takes it. The foreign key to users (on delete cascade) is declared
 * in drizzle/0007_account_exports.sql only, as jobs-schema.ts does.
 */
export const accountExports = pgTable('account_exports', {
  taskId: text('task_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  zip: bytea('zip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
