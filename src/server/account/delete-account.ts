import { eq } from 'drizzle-orm';
import { deleteUserSessions } from '../auth/session-store';
import { cancelRenewalBeforeDeletion, retainPaymentRecords } from '../billing/close-billing-for-deletion';
import type { PaymentProvider } from '../billing/payment-provider';
import type { Database } from '../db/connection';
import { type UserRow, users } from '../db/schema';

/**
 * Erases the account (issue 18, item 1). The provider is asked first: if it cannot cancel a running
 * subscription, this throws before anything is touched, so a person is never left charged for an account that
 * no longer exists. Then, in one transaction, completed payments are copied without the person
 * (retained_payments) and the user row is deleted; every table naming the user cascades with it (drafts,
 * jobs, sessions, reset tokens, linked providers, exports, and the tables of later areas, which must declare
 * `on delete cascade`). Last, the process's session cache forgets the user so no tab stays signed in.
 */
export async function deleteAccount(db: Database, provider: PaymentProvider, user: UserRow): Promise<void> {
  await cancelRenewalBeforeDeletion(provider, user);
  await db.transaction(async (tx) => {
    await retainPaymentRecords(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  await deleteUserSessions(db, user.id);
}
