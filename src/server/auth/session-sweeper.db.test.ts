import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../db/connection';
import { passwordResetTokens, sessions } from '../db/schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function seed(userId: string, label: string) {
  const past = new Date(Date.now() - 60_000);
  const future = new Date(Date.now() + 3_600_000);
  await database.db.insert(sessions).values([
    { sid: `expired-${label}`, sess: {}, expire: past, userId },
    { sid: `live-${label}`, sess: {}, expire: future, userId },
  ]);
  await database.db.insert(passwordResetTokens).values([
    { userId, token: `expired-${label}`, expiresAt: past },
    { userId, token: `live-${label}`, expiresAt: future },
  ]);
}

const sids = async () =>
  (await database.db.select({ sid: sessions.sid }).from(sessions)).map((r) => r.sid).sort();
const tokens = async () =>
  (await database.db.select({ token: passwordResetTokens.token }).from(passwordResetTokens))
    .map((r) => r.token)
    .sort();

describe('sweep of expired sessions and reset tokens', () => {
  it('runs when the app starts and then on its interval, until the app closes', async () => {
    const user = await createUser(database.db);
    await seed(user.id, 'a');
    let t: TestApp | undefined = await createTestApp({ database, overrides: { sweepIntervalMs: 1000 } });
    try {
      // The first sweep is a task the app sends as it starts; its worker runs it a moment later. Sessions and
      // tokens are swept one after the other: wait for both (a loaded machine is slow).
      const isSweptTo = async (n: number) => (await sids()).length <= n && (await tokens()).length <= n;
      for (let i = 0; i < 100 && !(await isSweptTo(1)); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await sids()).toEqual(['live-a']);
      expect(await tokens()).toEqual(['live-a']);

      await seed(user.id, 'b');
      for (let i = 0; i < 100 && !(await isSweptTo(2)); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await sids()).toEqual(['live-a', 'live-b']);
      expect(await tokens()).toEqual(['live-a', 'live-b']);

      await t.close();
      t = undefined;
      await seed(user.id, 'c');
      await new Promise((r) => setTimeout(r, 1500));
      // Closed: the timer is gone, so the new expired rows stay.
      expect(await sids()).toContain('expired-c');
    } finally {
      await t?.close();
      await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    }
  });
});
