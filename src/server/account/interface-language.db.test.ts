import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { bearerCall, createToken } from '../../../tests/support/token-test-helpers';
import { ACCOUNT_LANGUAGE_URL, UNKNOWN_INTERFACE_LANGUAGE_MESSAGE } from '../../domain/account-api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentLanguage = async (cookie: string) =>
  (
    (await callAs(t, cookie)('GET', '/api/current-user')).json() as {
      user: { interfaceLanguage: string | null };
    }
  ).user.interfaceLanguage;

describe('the account’s interface language (issue 33)', () => {
  it('is null until chosen, then follows the account to a second sign-in', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    expect(await currentLanguage(cookie)).toBeNull();

    const chosen = await callAs(t, cookie)('PUT', ACCOUNT_LANGUAGE_URL, { language: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ success: true, user: { id: user.id, interfaceLanguage: 'de' } });

    const elsewhere = await signInCookie(t, user.email, TEST_PASSWORD);
    expect(await currentLanguage(elsewhere)).toBe('de');
  });

  it('refuses a language the interface does not have, and a guest, changing nothing', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    await callAs(t, cookie)('PUT', ACCOUNT_LANGUAGE_URL, { language: 'fr' });
    for (const body of [{ language: 'he' }, { language: 'xx' }, { language: null }, {}]) {
      const refused = await callAs(t, cookie)('PUT', ACCOUNT_LANGUAGE_URL, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toBe(UNKNOWN_INTERFACE_LANGUAGE_MESSAGE);
    }
    expect((await callAs(t, null)('PUT', ACCOUNT_LANGUAGE_URL, { language: 'es' })).statusCode).toBe(401);
    expect(await currentLanguage(cookie)).toBe('fr');
  });

  it('is the account’s setting, not a token’s: a write token is refused', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const { secret } = await createToken(t, cookie);
    expect((await bearerCall(t, secret)('PUT', ACCOUNT_LANGUAGE_URL, { language: 'it' })).statusCode).toBe(
      403,
    );
    expect(await currentLanguage(cookie)).toBeNull();
  });
});
