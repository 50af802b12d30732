import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, isSignedIn, signInCookie } from '../../../tests/support/account-test-helpers';
import { sessionCookieFrom } from '../../../tests/support/auth-test-helpers';
import { softwareAuthenticator } from '../../../tests/support/software-authenticator';
import { PASSKEY_NOT_VERIFIED_MESSAGE, PASSKEY_SIGN_IN_FAILED_MESSAGE } from '../../domain/passkey-api';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The challenge cookie an options answer set, as a cookie header part. */
function challengeCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'wac');
  if (!cookie) throw new Error('no challenge cookie');
  return `wac=${cookie.value}`;
}

async function addPasskey(
  cookie: string,
  authenticator = softwareAuthenticator('localhost', ORIGIN),
  name?: string,
) {
  const options = await callAs(t, cookie)('POST', '/api/account/passkeys/options');
  expect(options.statusCode, options.body).toBe(200);
  const { options: creation } = options.json() as {
    options: { challenge: string; user: { id: string }; rp: { id: string } };
  };
  expect(creation.rp.id).toBe('localhost');
  const both = `${cookie}; ${challengeCookie(options)}`;
  const added = await callAs(t, both)('POST', '/api/account/passkeys', {
    ...(name ? { name } : {}),
    credential: authenticator.register(creation),
  });
  return { added, authenticator };
}

async function signInWith(authenticator: ReturnType<typeof softwareAuthenticator>) {
  const options = await callAs(t, null)('POST', '/api/auth/passkey/options');
  expect(options.statusCode).toBe(200);
  const { options: request } = options.json() as {
    options: { challenge: string; allowCredentials?: unknown[] };
  };
  expect(request.allowCredentials ?? []).toEqual([]); // discoverable: no e-mail asked first
  return callAs(t, challengeCookie(options))('POST', '/api/auth/passkey/verify', {
    credential: authenticator.signIn(request),
  });
}

describe('passkeys', () => {
  it('adds, lists, renames and removes a passkey; another user reaches none of it', async () => {
    expect((await callAs(t, null)('POST', '/api/account/passkeys/options')).statusCode).toBe(401);
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const { added } = await addPasskey(cookie);
    expect(added.statusCode, added.body).toBe(201);
    const { passkey } = added.json() as { passkey: { id: string; name: string } };
    expect(passkey.name).toBe('Passkey'); // no User-Agent in this request
    const call = callAs(t, cookie);
    expect((await call('GET', '/api/account/passkeys')).json()).toMatchObject({
      passkeys: [{ id: passkey.id }],
    });

    const stranger = callAs(t, await signInCookie(t, (await createUser(t.database.db)).email, TEST_PASSWORD));
    expect(
      (await stranger('PATCH', `/api/account/passkeys/${passkey.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `/api/account/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await stranger('DELETE', '/api/account/passkeys/not-a-uuid')).statusCode).toBe(404);

    const renamed = await call('PATCH', `/api/account/passkeys/${passkey.id}`, { name: 'Work laptop' });
    expect(renamed.json()).toMatchObject({ passkey: { name: 'Work laptop' } });
    expect((await call('PATCH', `/api/account/passkeys/${passkey.id}`, { name: '' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/account/passkeys/${passkey.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/passkeys')).json()).toMatchObject({ passkeys: [] });
  });

  it('refuses a credential made for another site, or without the challenge it was given', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const authenticator = softwareAuthenticator('localhost', ORIGIN);
    const options = await callAs(t, cookie)('POST', '/api/account/passkeys/options');
    const creation = (options.json() as { options: { challenge: string } }).options;
    const phished = await callAs(t, `${cookie}; ${challengeCookie(options)}`)(
      'POST',
      '/api/account/passkeys',
      {
        credential: authenticator.register(creation, { origin: 'https://evil.example' }),
      },
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json()).toMatchObject({ error: PASSKEY_NOT_VERIFIED_MESSAGE });
    const noChallenge = await callAs(t, cookie)('POST', '/api/account/passkeys', {
      credential: authenticator.register(creation),
    });
    expect(noChallenge.statusCode).toBe(400);
  });

  it('signs in with the passkey alone, even with two-factor on, and not with an unknown or tampered one', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const { authenticator } = await addPasskey(cookie, undefined, 'Phone');
    const setup = await callAs(t, cookie)('POST', '/api/auth/2fa/totp/setup');
    expect(setup.statusCode).toBe(200);

    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: user.email } });
    expect(await isSignedIn(t, sessionCookieFrom(signedIn))).toBe(true);
    const listed = (await callAs(t, cookie)('GET', '/api/account/passkeys')).json() as {
      passkeys: { lastUsedAt: string | null }[];
    };
    expect(listed.passkeys[0]?.lastUsedAt).not.toBeNull();

    const unknown = await signInWith(softwareAuthenticator('localhost', ORIGIN));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: PASSKEY_SIGN_IN_FAILED_MESSAGE });

    // A signature over another challenge than the one this browser was given.
    const options = await callAs(t, null)('POST', '/api/auth/passkey/options');
    const replayed = await callAs(t, challengeCookie(options))('POST', '/api/auth/passkey/verify', {
      credential: authenticator.signIn({ challenge: 'c29tZS1vdGhlci1jaGFsbGVuZ2U' }),
    });
    expect(replayed.statusCode).toBe(401);
    expect(sessionCookieFrom(replayed)).toBe('');
  });
});
