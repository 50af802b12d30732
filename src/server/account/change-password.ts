import { eq } from 'drizzle-orm';
import { deleteOtherSessions } from '../auth/session-store';
import type { Database } from '../db/connection';
import { users } from '../db/schema';

/**
 * Stores the new password hash and ends every other session of the user, keeping the one that changed it: a
 * person changing a password because someone else got in wants that someone signed out.
 */
export async function changePassword(
  db: Database,
  userId: string,
  newPasswordHash: string,
  keepToken: string,
): Promise<number> {
  await db
    .update(users)
    .set({ passwordHash: newPasswordHash, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return deleteOtherSessions(db, userId, keepToken);
}
