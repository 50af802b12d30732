import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/passwords';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session-store';
import type { Database } from '../../src/server/db/connection';
import { type UserRow, users } from '../../src/server/db/schema';

export const TEST_PASSWORD = 'Correct-horse-1';

let passwordHashOnce: Promise<string> | undefined;

export interface TestUserOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string | null;
  planType?: string | null;
  subscriptionStatus?: string | null;
  subscriptionExpiresAt?: Date | null;
  emailVerifiedAt?: Date | null;
}

/** A user straight in the database (tests only: plans are never granted through HTTP). */
export async function createUser(db: Database, options: TestUserOptions = {}): Promise<UserRow> {
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  let passwordHash: string | null = null;
  if (password === TEST_PASSWORD) {
    passwordHashOnce ??= hashPassword(TEST_PASSWORD);
    passwordHash = await passwordHashOnce;
  } else if (password) {
    passwordHash = await hashPassword(password);
  }
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`,
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Lovelace',
      passwordHash,
      planType: options.planType ?? null,
      subscriptionStatus: options.subscriptionStatus ?? null,
      subscriptionExpiresAt: options.subscriptionExpiresAt ?? null,
      emailVerifiedAt: options.emailVerifiedAt ?? null,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** A `cookie` header value signing the user in. */
export async function sessionCookieFor(db: Database, userId: string): Promise<string> {
  const { token } = await createSession(db, userId);
  return `${SESSION_COOKIE}=${token}`;
}

/** A user with an active plan for `days` more days. */
export function activePlan(days = 90): TestUserOptions {
  return {
    planType: '3month',
    subscriptionStatus: 'active',
    subscriptionExpiresAt: new Date(Date.now() + days * 86_400_000),
  };
}
