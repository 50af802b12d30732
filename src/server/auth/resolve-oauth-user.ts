import { and, eq } from 'drizzle-orm';
import { emailField, NAME_MAX_LENGTH } from '../../domain/auth-rules';
import type { Database } from '../db/connection';
import { oauthAccounts, sessions, type UserRow, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { OAuthProvider } from './oauth-providers';
import { sessionCacheFor } from './session-cache';

/** What we read from the provider's ID token (or userinfo). */
export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  pictureUrl: string | undefined;
}

export const UNVERIFIED_EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Sign in with your password, then try again.';
export const NO_EMAIL_MESSAGE = 'The provider did not share an e-mail address.';

const clip = (value: string | undefined) => value?.trim().slice(0, NAME_MAX_LENGTH) || null;

/**
 * The account a provider identity signs into (docs/decisions/0004-account-linking.md):
 * 1. an identity seen before signs into its account;
 * 2. otherwise an account with the same e-mail is joined only when the provider says the e-mail is verified;
 *    if that account's e-mail was never proven, its password and sessions are removed (the mailbox owner wins
 *    over whoever typed the address at sign-up);
 * 3. otherwise a new account is made. An unverified e-mail that belongs to an account is refused.
 */
export async function resolveOAuthUser(
  db: Database,
  identity: ProviderIdentity,
  now = new Date(),
): Promise<UserRow> {
  const parsedEmail = emailField.safeParse(identity.email);
  const email = parsedEmail.success ? parsedEmail.data : undefined;
  let endedSessionsOf: string | undefined;
  const user = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(
        and(
          eq(oauthAccounts.provider, identity.provider),
          eq(oauthAccounts.providerAccountId, identity.subject),
        ),
      )
      .limit(1);
    if (linked) return linked.user;
    if (!email) throw new HttpError(400, NO_EMAIL_MESSAGE);

    const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      if (!identity.isEmailVerified) throw new HttpError(409, UNVERIFIED_EMAIL_TAKEN_MESSAGE);
      const isUnproven = existing.emailVerifiedAt === null;
      const [joined] = await tx
        .update(users)
        .set({
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(isUnproven ? { passwordHash: null } : {}),
          profileImageUrl: existing.profileImageUrl ?? identity.pictureUrl ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (isUnproven) {
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        endedSessionsOf = existing.id;
      }
      await tx.insert(oauthAccounts).values({
        provider: identity.provider,
        providerAccountId: identity.subject,
        userId: existing.id,
        email,
      });
      if (!joined) throw new Error('user update returned nothing');
      return joined;
    }

    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: clip(identity.firstName),
        lastName: clip(identity.lastName),
        profileImageUrl: identity.pictureUrl ?? null,
        authProvider: identity.provider,
        providerId: identity.subject,
        passwordHash: null,
        emailVerifiedAt: identity.isEmailVerified ? now : null,
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(oauthAccounts).values({
      provider: identity.provider,
      providerAccountId: identity.subject,
      userId: created.id,
      email,
    });
    return created;
  });
  // After the commit: a request in between could otherwise cache a session the transaction was ending.
  if (endedSessionsOf) await sessionCacheFor(db).forgetUser(endedSessionsOf);
  return user;
}
