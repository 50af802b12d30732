import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { signInCookie } from '../../../tests/support/account-test-helpers';
import { ERROR_CODE_BY_STATUS } from '../../domain/api-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { headers = {}, payload }: { headers?: Record<string, string>; payload?: string } = {},
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

describe('error answers carry a stable code, and their generic text in the asking language (issue 33 item 5)', () => {
  it('names each status with its code, whoever made the answer', async () => {
    const guest = await call('GET', '/api/jobs');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'not_signed_in', error: 'Not signed in' });

    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const missing = await call('GET', '/api/resume-drafts/00000000-0000-4000-8000-000000000000', {
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');

    const malformed = await call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_request', error: 'Malformed JSON body' });

    const invalid = await call('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'not-an-address' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('invalid_request');
    expect(Object.values(ERROR_CODE_BY_STATUS)).toContain(invalid.json().code);
  });

  it('answers the generic texts in the language asked for, English by default, and leaves success alone', async () => {
    const german = await call('GET', '/api/jobs', {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.json()).toMatchObject({ code: 'not_signed_in', error: 'Sie sind nicht angemeldet' });
    expect(german.headers['content-language']).toBe('de');

    const arabic = await call('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{',
    });
    expect(arabic.json()).toMatchObject({ code: 'invalid_request', error: 'محتوى JSON في الطلب غير سليم' });

    const unknown = await call('GET', '/api/jobs', { headers: { 'accept-language': 'ja' } });
    expect(unknown.json().error).toBe('Not signed in');
    expect(unknown.headers['content-language']).toBeUndefined();

    const ok = await call('GET', '/api/current-user', { headers: { 'accept-language': 'de' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('code');
  });
});
