import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { signInCookie } from '../../../tests/support/account-test-helpers';
import { ERROR_CODE_BY_STATUS } from '../../domain/api-errors';
import { JOB_LINK_INVALID, JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import { codeOfErrorText } from './error-texts';

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
    expect(missing.json().code).toBe('draft_not_found');

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
    // A route's own text carries its own code, not its status's.
    expect(invalid.json().code).toBe(codeOfErrorText(invalid.json().error));
    expect(Object.values(ERROR_CODE_BY_STATUS)).not.toContain(invalid.json().code);
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

describe('a route’s own texts: a code each, and the asking language (issue 33 items 4, 5)', () => {
  const MISSING_JOB = '/api/jobs/00000000-0000-4000-8000-000000000000';
  const badJob = JSON.stringify({ title: 'Analyst', company: 'Babbage & Co', link: 'ftp://example.com' });

  it('answers English exactly as before, with the text’s code', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const json = { cookie, 'content-type': 'application/json' };
    const refused = await call('POST', '/api/jobs', { headers: json, payload: badJob });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'job_link_invalid',
      error: JOB_LINK_INVALID,
      errors: { link: JOB_LINK_INVALID },
    });
    const english = await call('GET', MISSING_JOB, { headers: { cookie, 'accept-language': 'en-GB,en' } });
    expect(english.json()).toMatchObject({ code: 'job_not_found', error: JOB_NOT_FOUND_MESSAGE });
    expect(english.headers['content-language']).toBeUndefined();
  });

  it('answers German, Spanish and Arabic requests in their language, field messages too', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const german = await call('POST', '/api/jobs', {
      headers: { cookie, 'content-type': 'application/json', 'accept-language': 'de-DE' },
      payload: badJob,
    });
    const inGerman = 'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt';
    expect(german.json()).toMatchObject({
      code: 'job_link_invalid',
      error: inGerman,
      errors: { link: inGerman },
    });
    expect(german.headers['content-language']).toBe('de');

    const spanish = await call('POST', '/api/auth/register', {
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX,es;q=0.9' },
      payload: JSON.stringify({
        firstName: 'Ana',
        lastName: 'García',
        email: 'not-an-address',
        password: 'Short1',
        confirmPassword: 'Short1',
      }),
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors).toMatchObject({
      email: 'Introduce un correo electrónico válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
    });

    const arabic = await call('GET', MISSING_JOB, { headers: { cookie, 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toMatchObject({ code: 'job_not_found', error: 'الوظيفة غير موجودة' });
  });
});
