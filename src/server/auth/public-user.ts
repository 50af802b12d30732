import type { PublicUser } from '../../domain/current-user';
import { isInterfaceLanguage } from '../../domain/interface-languages';
import { isPlanActive } from '../../domain/plans';
import type { UserRow } from '../db/schema';

export type { PublicUser };

/** An 'active' status past its expiry reads 'expired', so every client check of 'active' sees the truth. */
export function toPublicUser(user: UserRow, now: Date = new Date()): PublicUser {
  const status =
    user.subscriptionStatus === 'active' && !isPlanActive(user, now) ? 'expired' : user.subscriptionStatus;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    authProvider: user.authProvider,
    subscriptionStatus: status,
    planType: user.planType,
    subscriptionExpiresAt: user.subscriptionExpiresAt ? user.subscriptionExpiresAt.toISOString() : null,
    purchaseAmount: user.purchaseAmount,
    subscriptionCancelledAt: user.subscriptionCancelledAt ? user.subscriptionCancelledAt.toISOString() : null,
    interfaceLanguage: isInterfaceLanguage(user.interfaceLanguage) ? user.interfaceLanguage : null,
  };
}
