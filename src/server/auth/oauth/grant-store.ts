import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ConnectedAssistant } from '../../../domain/connected-assistants-api';
import type { Database } from '../../db/connection';
import { oauthRecords } from '../../db/schema';

/** The user's grants, newest first, each named by its client's registered name. */
export async function listConnectedAssistants(db: Database, userId: string): Promise<ConnectedAssistant[]> {
  const grants = await db
    .select({ id: oauthRecords.id, payload: oauthRecords.payload })
    .from(oauthRecords)
    .where(and(eq(oauthRecords.model, 'Grant'), eq(oauthRecords.accountId, userId)))
    .orderBy(desc(oauthRecords.expiresAt));
  const clientIds = [...new Set(grants.map((grant) => String(grant.payload.clientId)))];
  const clients = clientIds.length
    ? await db
        .select({ id: oauthRecords.id, payload: oauthRecords.payload })
        .from(oauthRecords)
        .where(and(eq(oauthRecords.model, 'Client'), inArray(oauthRecords.id, clientIds)))
    : [];
  const names = new Map(
    clients.map((client) => [client.id, String(client.payload.client_name ?? client.id)]),
  );
  return grants.map((grant) => {
    const resources = (grant.payload.resources ?? {}) as Record<string, string>;
    return {
      id: grant.id,
      clientName: names.get(String(grant.payload.clientId)) ?? String(grant.payload.clientId),
      scope: [...new Set(Object.values(resources).join(' ').split(' ').filter(Boolean))].join(' '),
      createdAt: new Date(Number(grant.payload.iat) * 1000).toISOString(),
    };
  });
}

/**
 * Revokes one grant of the user: the grant and every code and token issued under it are deleted rows, so every
 * process refuses its tokens from the next request on. False when the user has no such grant.
 */
export async function revokeConnectedAssistant(
  db: Database,
  userId: string,
  grantId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(oauthRecords)
    .where(
      and(eq(oauthRecords.model, 'Grant'), eq(oauthRecords.id, grantId), eq(oauthRecords.accountId, userId)),
    )
    .returning({ id: oauthRecords.id });
  if (!deleted.length) return false;
  await db.delete(oauthRecords).where(eq(oauthRecords.grantId, grantId));
  return true;
}

/** "Sign out everywhere" (and the account's deletion, by cascade too): every record about the user goes. */
export async function revokeAllConnectedAssistants(db: Database, userId: string): Promise<number> {
  const grants = await db
    .delete(oauthRecords)
    .where(and(eq(oauthRecords.model, 'Grant'), eq(oauthRecords.accountId, userId)))
    .returning({ id: oauthRecords.id });
  await db.delete(oauthRecords).where(eq(oauthRecords.accountId, userId));
  return grants.length;
}
