import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { type UserRow, users } from '../db/schema';

/** E-mails are stored lower-cased (a check constraint holds it), so an equality match ignores case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}
