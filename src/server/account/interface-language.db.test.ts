import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { memoryMailer } from '../../../tests/support/auth-test-helpers';
import { bearerCall, createToken } from '../../../tests/support/token-test-helpers';
import { ACCOUNT_LANGUAGE_URL, UNKNOWN_INTERFACE_LANGUAGE_MESSAGE } from '../../domain/account-api';

const mail = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { mailer: mail.mailer } });
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

describe('mail in the account’s language (issue 33 item 4)', () => {
  const mailTo = async (email: string, send: () => Promise<unknown>) => {
    const next = mail.next();
    await send();
    const message = await next;
    expect(message.to).toBe(email);
    return message;
  };
  const forgot = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: {
        'content-type': 'application/json',
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      payload: JSON.stringify({ email }),
    });

  it('a German account receives its reset mail in German, whatever the browser asking', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    await callAs(t, cookie)('PUT', ACCOUNT_LANGUAGE_URL, { language: 'de' });
    const message = await mailTo(user.email, () => forgot(user.email, 'fr-FR,fr;q=0.9'));
    expect(message.subject).toBe('Setzen Sie Ihr Resumable-Passwort zurück');
    expect(message.text).toMatch(/Öffnen Sie diesen Link[\s\S]*\/reset-password\?token=/);
    expect(message.html).toContain('lang="de"');
  });

  it('an account with no language gets the asking browser’s, else English', async () => {
    const user = await createUser(t.database.db);
    expect((await mailTo(user.email, () => forgot(user.email, 'es-ES,es;q=0.9,en;q=0.5'))).subject).toBe(
      'Restablece tu contraseña de Resumable',
    );
    expect((await mailTo(user.email, () => forgot(user.email, 'ja'))).subject).toBe(
      'Reset your Resumable password',
    );
  });

  it('a sign-up from a French browser is asked to confirm its address in French', async () => {
    const email = `fr-${Date.now()}@example.com`;
    const message = await mailTo(email, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA,fr;q=0.9' },
        payload: JSON.stringify({ firstName: 'Léa', lastName: 'Roy', email, password: 'Bonjour-le-monde-1' }),
      }),
    );
    expect(message.subject).toBe('Confirmez votre adresse e-mail pour Resumable');
    expect(message.text).toContain('/confirm-email?token=');
  });
});
