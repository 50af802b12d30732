import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { oauthRecords } from '../../db/schema';
import type { RequestToken } from '../personal-token-store';
import { tokenScopeOf } from './oauth-scopes';

/** oidc-provider's opaque access tokens are 43 base64url characters; anything else is not looked up. */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The OAuth access token behind a bearer at /mcp (ADR 0092), as the routes see a personal token: the grant as
 * its id, the client's registered name as its name ("Changed by Claude"), the granted scope as read or write.
 * Read from the database on every request like personal tokens: a grant revoked in settings (its rows deleted)
 * or a token expired is refused by every process at once. Only tokens issued for the /mcp resource count.
 */
export async function resolveOauthAccessToken(
  db: Database,
  secret: string,
  resource: string,
  now = new Date(),
): Promise<(RequestToken & { userId: string }) | null> {
  if (!ACCESS_TOKEN.test(secret)) return null;
  const [token] = await db
    .select({ payload: oauthRecords.payload, accountId: oauthRecords.accountId })
    .from(oauthRecords)
    .where(
      and(
        eq(oauthRecords.model, 'AccessToken'),
        eq(oauthRecords.id, secret),
        gt(oauthRecords.expiresAt, now),
      ),
    )
    .limit(1);
  if (!token?.accountId) return null;
  const payload = token.payload as {
    aud?: unknown;
    scope?: unknown;
    clientId?: unknown;
    grantId?: unknown;
    'x5t#S256'?: unknown;
    jkt?: unknown;
  };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(resource)) return null;
  // A sender-constrained token needs a proof /mcp does not check: refuse it rather than accept it as a bearer.
  if (payload.jkt || payload['x5t#S256']) return null;
  const scope = tokenScopeOf(typeof payload.scope === 'string' ? payload.scope : undefined);
  if (!scope || typeof payload.clientId !== 'string' || typeof payload.grantId !== 'string') return null;
  const rows = await db
    .select({ model: oauthRecords.model, payload: oauthRecords.payload })
    .from(oauthRecords)
    .where(
      and(
        inArray(oauthRecords.model, ['Client', 'Grant']),
        inArray(oauthRecords.id, [payload.clientId, payload.grantId]),
      ),
    );
  const grant = rows.find((row) => row.model === 'Grant');
  const client = rows.find((row) => row.model === 'Client');
  // The grant gone (revoked) ends its tokens even if a row of one were left behind.
  if (!grant) return null;
  const clientName =
    typeof client?.payload.client_name === 'string' ? client.payload.client_name : payload.clientId;
  return { id: `oauth:${payload.grantId}`, userId: token.accountId, name: clientName, scope };
}
