import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/connection';
import type { TestApp } from '../setup/test-app';
import { sessionCookieFrom } from './auth-test-helpers';

/** Test-only helpers for the account area's integration tests. */

/** Signs in through the real login route (with a browser's user agent) and answers the cookie header. */
export async function signInCookie(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/121.0',
    },
    payload: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** A JSON request as one of our own pages sends it (same origin), signed in when `cookie` is given. */
export function callAs(t: TestApp, cookie: string | null) {
  return (method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:3000',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}

export const isSignedIn = async (t: TestApp, cookie: string) =>
  ((await callAs(t, cookie)('GET', '/api/current-user')).json() as { success: boolean }).success;

/**
 * Every row of every table in the database (all schemas but PostgreSQL's own), as text, with its table's name.
 * Written from information_schema so that tables added later by any area are scanned without changing the test.
 */
export async function everyRowAsText(db: Database): Promise<{ table: string; text: string }[]> {
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  `)) as unknown as { rows: { schema: string; name: string }[] };
  const found: { table: string; text: string }[] = [];
  for (const { schema, name } of tables.rows) {
    const result = (await db.execute(
      sql`select t::text as text from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    )) as unknown as { rows: { text: string }[] };
    for (const row of result.rows) found.push({ table: `${schema}.${name}`, text: row.text });
  }
  return found;
}
