import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSampleResume } from '../../src/domain/sample-resumes';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/connection';
import { isUniqueViolation } from '../../src/server/db/errors';
import { resumeDrafts, users } from '../../src/server/db/schema';
import { updateDraft } from '../../src/server/drafts/update-draft';
import { startPgBossQueue } from '../../src/server/queue/pg-boss-queue';

/**
 * The embedded database on its own thread (ADR 0067), as `npm start` opens it: a data directory, migrated,
 * used through Drizzle, raw SQL and the task queue, closed and opened again.
 */

let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-pglite-thread-'));
  database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const resume = () => {
  const sample = getSampleResume('01');
  if (!sample) throw new Error('sample 01 is missing');
  return sample.resume;
};

describe('PGlite on its own thread', () => {
  it('answers Drizzle with the same values as in-process PGlite: dates, jsonb, a saved draft', async () => {
    const [user] = await database.db.insert(users).values({ email: 'thread@example.com' }).returning();
    if (!user) throw new Error('no user');
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(user.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [draft] = await database.db
      .insert(resumeDrafts)
      .values({ userId: user.id, title: 'On a thread', data: resume() })
      .returning();
    if (!draft) throw new Error('no draft');
    const saved = await updateDraft(database.db, user.id, draft.id, {
      title: 'Saved',
      data: resume(),
      version: 1,
    });
    expect(saved.meta).toMatchObject({ title: 'Saved', version: 2 });
    const [row] = await database.db.select().from(resumeDrafts).where(eq(resumeDrafts.id, draft.id));
    expect(row?.data).toEqual(JSON.parse(saved.dataJson));
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it('keeps PostgreSQL error codes across the thread', async () => {
    const error = await database.db
      .insert(users)
      .values({ email: 'thread@example.com' })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction that resolves, rolls back one that throws, and keeps other queries out meanwhile', async () => {
    const emails = async () =>
      (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'kept@example.com' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled-back@example.com' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await emails()).toEqual(['kept@example.com', 'thread@example.com']);

    // A query sent while a transaction is open runs after it ends, and sees its outcome.
    const order: string[] = [];
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'inside@example.com' });
      outside = emails().then((found) => {
        order.push('outside');
        return found;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('inside');
    });
    expect(await outside).toContain('inside@example.com');
    expect(order).toEqual(['inside', 'outside']);
  });

  it('runs raw SQL for the task queue, and the queue itself', async () => {
    const many = await database.executeSql(
      'create temporary table t (n int); insert into t values (1), (2); select sum(n) as s from t',
    );
    expect(Number((many.rows[0] as { s: unknown }).s)).toBe(3);
    const one = await database.executeSql('select $1::int + 1 as n', [41]);
    expect(one.rows).toEqual([{ n: 42 }]);

    const queue = await startPgBossQueue(database, Fastify({ logger: false }).log);
    try {
      const ran: number[] = [];
      await queue.define<{ n: number }>(
        'thread-test',
        { retryLimit: 0, retryDelaySeconds: 1, isBackoff: false },
        async ({ n }) => {
          ran.push(n);
        },
      );
      await queue.send('thread-test', { n: 7 });
      for (let i = 0; i < 200 && ran.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(ran).toEqual([7]);
    } finally {
      await queue.stop();
    }
  });

  it('prepares a statement once per text, and again when its table changes shape under it', async () => {
    await database.executeSql('create table shapes (id int primary key, name text)');
    await database.executeSql("insert into shapes values (1, 'one'), (2, 'two')");
    const byId = (id: number) => database.executeSql('select * from shapes where id = $1', [id]);
    expect((await byId(1)).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await byId(2)).rows).toEqual([{ id: 2, name: 'two' }]);
    const statements = await database.executeSql(
      "select count(*)::int as n from pg_prepared_statements where statement like '%from shapes where id = $1%'",
      [],
    );
    expect(statements.rows).toEqual([{ n: 1 }]);
    // PostgreSQL refuses a prepared SELECT * whose columns changed ("cached plan must not change result type").
    await database.executeSql("alter table shapes add column colour text default 'red'");
    expect((await byId(1)).rows).toEqual([{ id: 1, name: 'one', colour: 'red' }]);
  });

  it('answers an error inside a transaction, rolls it back, and goes on serving', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'half-done@example.com' });
        await tx.insert(users).values({ email: 'thread@example.com' }); // taken: the transaction is aborted
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    const rows = await database.db.select().from(users).where(eq(users.email, 'half-done@example.com'));
    expect(rows).toEqual([]);
    expect((await database.executeSql('select $1::text as ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
  });

  it('keeps what was written when closed and opened again, and refuses queries once closed', async () => {
    await database.close();
    await expect(database.executeSql('select 1 as n', [])).rejects.toThrow(/closed/);
    database = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'kept@example.com'));
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });
});
