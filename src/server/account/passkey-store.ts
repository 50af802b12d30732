import { and, asc, eq } from 'drizzle-orm';
import type { PasskeySummary } from '../../domain/passkey-api';
import type { Database } from '../db/connection';
import { passkeys } from '../db/schema';

type PasskeyRow = typeof passkeys.$inferSelect;

export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findPasskeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function addPasskey(
  db: Database,
  values: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error('passkey insert returned nothing');
  return row;
}

/** Records a sign-in; the counter only moves forward (a clone of the key would report an older one). */
export async function recordPasskeyUse(db: Database, id: string, counter: number): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}
