import type { InjectOptions } from 'fastify';
import type { ResumeInput } from '../../src/domain/resume';
import { createUser, sessionCookieFor, type TestUserOptions } from '../setup/factories';
import type { TestApp } from '../setup/test-app';

/** Test-only helpers for the drafts area's integration tests. */

export interface SignedInUser {
  id: string;
  cookie: string;
}

export async function signedInUser(testApp: TestApp, options: TestUserOptions = {}): Promise<SignedInUser> {
  const user = await createUser(testApp.database.db, options);
  return { id: user.id, cookie: await sessionCookieFor(testApp.database.db, user.id) };
}

export function requestAs(testApp: TestApp, user: SignedInUser | null) {
  return (method: InjectOptions['method'], url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

export function resumeData(overrides: ResumeInput = {}): ResumeInput {
  return {
    personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer' },
    contactInfo: { email: 'ada@example.com', linkedin: 'linkedin.com/in/ada' },
    summary: { content: '<p>Builds <strong>engines</strong>.</p>' },
    experience: [
      {
        id: 'job1',
        jobTitle: 'Analyst',
        company: 'Engines Ltd',
        startDate: '1842-01',
        description: '<ul><li>Wrote the first program</li></ul>',
      },
    ],
    skills: [{ id: 'sk1', name: 'Mathematics', level: 'expert' }],
    ...overrides,
  };
}
