import type { InjectOptions } from 'fastify';
import { resumeDrafts } from '../../src/server/db/schema';
import { createUser, sessionCookieFor, type TestUserOptions } from '../setup/factories';
import type { TestApp } from '../setup/test-app';

/** Test-only helpers for the billing area's integration tests. */

export interface Buyer {
  id: string;
  cookie: string;
}

export async function buyer(testApp: TestApp, options: TestUserOptions = {}): Promise<Buyer> {
  const user = await createUser(testApp.database.db, options);
  return { id: user.id, cookie: await sessionCookieFor(testApp.database.db, user.id) };
}

/** A request from one of our own pages, as a browser sends it. */
export function asBuyer(testApp: TestApp, user: Buyer | null) {
  return (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3000',
        ...(user ? { cookie: user.cookie } : {}),
        ...headers,
      },
    });
}

export async function draftOf(testApp: TestApp, userId: string): Promise<string> {
  const [draft] = await testApp.database.db
    .insert(resumeDrafts)
    .values({ userId, title: 'Ada Lovelace Resume', data: {}, status: 'pending' })
    .returning({ id: resumeDrafts.id });
  if (!draft) throw new Error('draft insert returned nothing');
  return draft.id;
}

export const checkoutIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';
