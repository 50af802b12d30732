import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The billing area's record of a completed payment whose account was deleted (issue 18): what bookkeeping law
 * requires (plan, amount, date, the provider's reference) and nothing naming the person or their resume.
 */
export const retainedPayments = pgTable('retained_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  plan: text('plan').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
