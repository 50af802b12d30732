import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { twoFactorRecoveryCodes, twoFactorTotp } from '../db/schema';

export interface TwoFactorSummary {
  totpEnabled: boolean;
  totpEnabledAt: string | null;
  recoveryCodesLeft: number;
}

/** Whether the account has an authenticator app on, and how many recovery codes are unused; never the secrets. */
export async function twoFactorSummary(db: Database, userId: string): Promise<TwoFactorSummary> {
  const [totp] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
  const codes = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const enabledAt = totp?.enabledAt ?? null;
  return {
    totpEnabled: enabledAt !== null,
    totpEnabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? codes.length : 0,
  };
}
