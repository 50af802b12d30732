/**
 * The user of GET /api/current-user (spec section 7): what the client may know about a user, never a hash, a
 * token or a payment-provider id. The server builds it (src/server/auth/public-user.ts); the client reads it.
 */
export interface PublicUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  authProvider: string;
  subscriptionStatus: string | null;
  planType: string | null;
  subscriptionExpiresAt: string | null;
  purchaseAmount: string | null;
  /** When the user asked to stop renewal; access still runs to subscriptionExpiresAt. */
  subscriptionCancelledAt: string | null;
}

export interface CurrentUserAnswer {
  success: boolean;
  user: PublicUser | null;
}
