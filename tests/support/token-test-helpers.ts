import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CreatedTokenAnswer, CreateTokenInput } from '../../src/domain/personal-token-api';
import { TEST_PASSWORD } from '../setup/factories';
import type { TestApp } from '../setup/test-app';
import { callAs } from './account-test-helpers';

/** Test-only helpers for personal access tokens (issue 34). */

/** Creates a token through the real route, as Account settings does (with the password), and answers it. */
export async function createToken(
  t: TestApp,
  cookie: string,
  input: Partial<CreateTokenInput> = {},
): Promise<CreatedTokenAnswer> {
  const response = await callAs(t, cookie)('POST', '/api/account/tokens', {
    name: 'Claude',
    scope: 'write',
    expiresInDays: 30,
    password: TEST_PASSWORD,
    ...input,
  });
  if (response.statusCode !== 201)
    throw new Error(`token not created: ${response.statusCode} ${response.body}`);
  return response.json() as CreatedTokenAnswer;
}

/** A request made with a bearer token, as a script would send it (no Origin, no cookie unless given). */
export function bearerCall(t: TestApp, secret: string, extraHeaders: Record<string, string> = {}) {
  return (method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}
