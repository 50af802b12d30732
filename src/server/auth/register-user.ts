import type { SignupInput } from '../../domain/auth-rules';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { type UserRow, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashPassword } from './passwords';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

/** A new e-mail account. The unique index decides a race between two sign-ups for one address. */
export async function registerUser(db: Database, input: SignupInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        authProvider: 'email',
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
