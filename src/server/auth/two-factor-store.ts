import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { twoFactorRecoveryCodes, twoFactorTotp } from '../db/schema';
import { hashRecoveryCode } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { acceptedStep } from './totp';

/** The account's authenticator-app state and recovery codes (tables owned by the account area). */

export async function isTwoFactorOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorTotp.userId })
    .from(twoFactorTotp)
    .where(and(eq(twoFactorTotp.userId, userId), isNotNull(twoFactorTotp.enabledAt)));
  return row !== undefined;
}

/** Keeps a new secret waiting for its first code; replaces an earlier unconfirmed one. */
export async function saveTotpSetup(db: Database, userId: string, secret: string, serverSecret: string) {
  const secretEncrypted = sealSecret(secret, serverSecret);
  await db
    .insert(twoFactorTotp)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactorTotp.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorTotp.enabledAt),
    });
}

async function totpRow(db: Database, userId: string) {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
  return row;
}

/**
 * Checks a 6-digit code against the user's secret (enabled, or waiting when `pending`), and records its time
 * step so it is never accepted twice: conditional on the stored step being older, so two requests racing with
 * the same code cannot both pass.
 */
export async function spendTotpCode(
  db: Database,
  userId: string,
  code: string,
  serverSecret: string,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const row = await totpRow(db, userId);
  if (!row || (row.enabledAt === null) !== (options.pending ?? false)) return false;
  const step = acceptedStep(openSecret(row.secretEncrypted, serverSecret), code, row.lastUsedStep);
  if (step === null) return false;
  const [updated] = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step, ...(options.pending ? { enabledAt: new Date() } : {}) })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return updated !== undefined;
}

/** Spends one unused recovery code; false when it is not one of the user's or was used. */
export async function spendRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const [spent] = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent !== undefined;
}

/** A 6-digit code from the app, or else one of the recovery codes. */
export async function spendSecondFactor(db: Database, userId: string, code: string, serverSecret: string) {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return spendTotpCode(db, userId, code, serverSecret);
  return spendRecoveryCode(db, userId, code);
}

/** Replaces the user's recovery codes with the hashes of new ones. */
export async function replaceRecoveryCodes(db: Database, userId: string, codes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
}

export async function disableTwoFactor(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
  });
}
