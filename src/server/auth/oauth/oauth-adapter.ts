import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/connection';
import { oauthRecords } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * oidc-provider's storage on our database (ADR 0092): one `oauth_records` row per model instance. Every read goes
 * to the database, never a cache, so a token revoked or consumed by one process is refused by every other one at
 * its next request. Expired rows are invisible at once (and swept by sweepExpiredOauthRecords).
 */
export function createOauthAdapter(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
      const accountId =
        typeof payload.accountId === 'string' && UUID.test(payload.accountId) ? payload.accountId : null;
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        accountId,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oauthRecords)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oauthRecords.model, oauthRecords.id], set: row });
    }

    private async findWhere(column: 'id' | 'uid' | 'userCode', value: string) {
      const [row] = await db
        .select({ payload: oauthRecords.payload, consumedAt: oauthRecords.consumedAt })
        .from(oauthRecords)
        .where(
          and(
            eq(oauthRecords.model, this.model),
            eq(oauthRecords[column], value),
            or(isNull(oauthRecords.expiresAt), gt(oauthRecords.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      // The provider refuses a consumed code (and revokes what it issued) when `consumed` is set.
      return row.consumedAt
        ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oauthRecords)
        .set({ consumedAt: new Date() })
        .where(and(eq(oauthRecords.model, this.model), eq(oauthRecords.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oauthRecords).where(and(eq(oauthRecords.model, this.model), eq(oauthRecords.id, id)));
    }

    /** Every model's records of the grant, not only this one's: revoking a grant ends its codes and tokens. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oauthRecords).where(eq(oauthRecords.grantId, grantId));
    }
  };
}

/** Deletes the authorization server's expired records (run with the session sweep, once an hour per fleet). */
export async function sweepExpiredOauthRecords(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(oauthRecords)
    .where(lt(oauthRecords.expiresAt, now))
    .returning({ id: oauthRecords.id });
  return deleted.length;
}
