import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { bearerCall, createToken } from '../../../tests/support/token-test-helpers';
import {
  COOKIE_ONLY_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  READ_ONLY_TOKEN_MESSAGE,
} from '../../domain/personal-token-api';
import type { DatabaseHandle } from '../db/connection';
import { personalTokens } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  id: string;
  cookie: string;
  write: string;
  read: string;
  draftId: string;
}

async function person(): Promise<Person> {
  const user = await createUser(t.database.db);
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  const draft = await callAs(t, cookie)('POST', '/api/resume-drafts', { title: 'Mine', data: resumeData() });
  expect(draft.statusCode).toBe(201);
  const write = await createToken(t, cookie, { name: 'Claude', scope: 'write' });
  const read = await createToken(t, cookie, { name: 'Reader', scope: 'read' });
  return {
    id: user.id,
    cookie,
    write: write.secret,
    read: read.secret,
    draftId: (draft.json() as { resumeDraft: { id: string } }).resumeDraft.id,
  };
}

const draftOf = async (p: Person) =>
  (await callAs(t, p.cookie)('GET', `/api/resume-drafts/${p.draftId}`)).json().resumeDraft;

describe('Authorization: Bearer', () => {
  it("signs in as the token's owner on the same routes as the cookie", async () => {
    const a = await person();
    const asA = bearerCall(t, a.write);
    const me = await asA('GET', '/api/current-user');
    expect(me.json()).toMatchObject({ success: true, user: { id: a.id } });
    const list = await asA('GET', `/api/resume-drafts/user/${a.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().resumeDrafts.map((d: { id: string }) => d.id)).toEqual([a.draftId]);
    const created = await asA('POST', '/api/resume-drafts', { title: 'From a script', data: resumeData() });
    expect(created.statusCode).toBe(201);
    const job = await asA('POST', '/api/jobs', { title: 'Nurse', company: 'Hospital', description: 'Care.' });
    expect(job.statusCode, job.body).toBe(201);
    expect((await asA('GET', '/api/jobs')).json().jobs).toHaveLength(1);
  });

  it("sees only its owner's data: another user's drafts are 404 on every verb, their list 403", async () => {
    const owner = await person();
    const other = await person();
    const before = await draftOf(owner);
    for (const secret of [other.write, other.read]) {
      const asOther = bearerCall(t, secret);
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/resume-drafts/${owner.draftId}`],
        ['GET', `/api/resume-drafts/${owner.draftId}/versions`],
        ['GET', `/api/resume-drafts/${owner.draftId}/export/json`],
        ['PUT', `/api/resume-drafts/${owner.draftId}`, { title: 'stolen', data: {} }],
        ['PATCH', `/api/resume-drafts/${owner.draftId}`, { title: 'stolen' }],
        ['POST', `/api/resume-drafts/${owner.draftId}/duplicate`, {}],
        ['DELETE', `/api/resume-drafts/${owner.draftId}`],
      ];
      for (const [method, url, body] of calls) {
        const response = await asOther(method as 'GET', url, body);
        // A read token is refused its writes before ownership is looked at: 403, never the owner's data.
        const expected = secret === other.read && method !== 'GET' ? 403 : 404;
        expect(response.statusCode, `${method} ${url}`).toBe(expected);
        expect(response.body).not.toContain('Mine');
      }
      expect((await asOther('GET', `/api/resume-drafts/user/${owner.id}`)).statusCode).toBe(403);
      const own = await asOther('GET', `/api/resume-drafts/user/${other.id}`);
      expect(own.json().resumeDrafts.map((d: { id: string }) => d.id)).toEqual([other.draftId]);
    }
    expect(await draftOf(owner)).toEqual(before);
  });

  it("sees only its owner's jobs and letters: 404 for another's, and another's resume is refused as a link", async () => {
    const owner = await person();
    const other = await person();
    const asOwner = bearerCall(t, owner.write);
    const job = await asOwner('POST', '/api/jobs', { title: 'Analyst', company: 'Babbage & Co' });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json().job.id as string;
    const letter = await asOwner('POST', '/api/cover-letters', { draftId: owner.draftId, jobId });
    expect(letter.statusCode, letter.body).toBe(201);
    const letterId = letter.json().coverLetter.id as string;

    const asOther = bearerCall(t, other.write);
    const probes: [string, string, unknown?][] = [
      ['GET', `/api/jobs/${jobId}`],
      ['PUT', `/api/jobs/${jobId}`, { title: 'stolen', company: 'x' }],
      ['DELETE', `/api/jobs/${jobId}`],
      ['GET', `/api/cover-letters/${letterId}`],
      ['PUT', `/api/cover-letters/${letterId}`, { title: 'stolen' }],
      ['DELETE', `/api/cover-letters/${letterId}`],
    ];
    for (const [method, url, body] of probes) {
      const response = await asOther(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Babbage');
    }
    expect((await asOther('GET', '/api/jobs')).json().jobs).toEqual([]);
    expect((await asOther('GET', '/api/cover-letters')).json().coverLetters).toEqual([]);
    const borrowed = await asOther('POST', '/api/cover-letters', { draftId: owner.draftId });
    expect(borrowed.statusCode).toBe(400);
    expect((await asOwner('GET', `/api/jobs/${jobId}`)).json().job.title).toBe('Analyst');
    expect((await asOwner('GET', `/api/cover-letters/${letterId}`)).statusCode).toBe(200);
  });

  it('a read token reads (GET, HEAD) and is refused every other method with 403, changing nothing', async () => {
    const a = await person();
    const asReader = bearerCall(t, a.read);
    expect((await asReader('GET', `/api/resume-drafts/${a.draftId}`)).statusCode).toBe(200);
    expect((await asReader('HEAD', `/api/resume-drafts/${a.draftId}`)).statusCode).toBe(200);
    expect((await asReader('GET', '/api/account/tokens')).statusCode).toBe(200);
    const before = await draftOf(a);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/resume-drafts', { title: 'x', data: resumeData() }],
      ['PUT', `/api/resume-drafts/${a.draftId}`, { title: 'changed', data: resumeData() }],
      ['PATCH', `/api/resume-drafts/${a.draftId}`, { title: 'changed' }],
      ['DELETE', `/api/resume-drafts/${a.draftId}`],
      ['POST', '/api/jobs', { title: 'Nurse', company: 'Hospital', description: 'Care.' }],
      ['OPTIONS', `/api/resume-drafts/${a.draftId}`],
    ];
    for (const [method, url, body] of writes) {
      const response = await asReader(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'OPTIONS') expect(response.json()).toMatchObject({ error: READ_ONLY_TOKEN_MESSAGE });
    }
    const patch = await asReader('PATCH', `/api/resume-drafts/${a.draftId}`);
    expect(patch.statusCode).toBe(403);
    expect(await draftOf(a)).toEqual(before);
    expect((await callAs(t, a.cookie)('GET', '/api/jobs')).json().jobs).toEqual([]);
  });

  it('no token changes how the account signs in, makes tokens or pays: 403 even for a write token', async () => {
    const a = await person();
    const asWriter = bearerCall(t, a.write);
    const refused: [string, string, unknown?][] = [
      [
        'POST',
        '/api/account/tokens',
        { name: 'wider', scope: 'write', expiresInDays: null, password: TEST_PASSWORD },
      ],
      ['POST', '/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'Another-pass-77' }],
      ['DELETE', '/api/account', { password: TEST_PASSWORD }],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/2fa/totp/setup'],
      ['GET', '/api/sessions'],
      ['POST', '/api/sessions/revoke-others'],
      ['POST', '/api/subscription/cancel'],
      // The router decodes percent-escapes: the check is on the route matched, not the URL as sent.
      [
        'POST',
        '/api/%61ccount/tokens',
        { name: 'x', scope: 'write', expiresInDays: null, password: TEST_PASSWORD },
      ],
      [
        'POST',
        '/api/account/%74okens/',
        { name: 'x', scope: 'write', expiresInDays: null, password: TEST_PASSWORD },
      ],
      ['POST', '/api/%73essions/revoke-others'],
    ];
    for (const [method, url, body] of refused) {
      const response = await asWriter(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ error: COOKIE_ONLY_MESSAGE });
    }
    expect((await callAs(t, a.cookie)('GET', '/api/account/tokens')).json().tokens).toHaveLength(2);
    expect((await callAs(t, a.cookie)('GET', '/api/current-user')).json().success).toBe(true);
  });

  it('a token may revoke itself; then it is refused', async () => {
    const a = await person();
    const tokens = (await bearerCall(t, a.write)('GET', '/api/account/tokens')).json().tokens as {
      id: string;
      name: string;
    }[];
    const self = tokens.find((token) => token.name === 'Claude');
    expect((await bearerCall(t, a.write)('DELETE', `/api/account/tokens/${self?.id}`)).statusCode).toBe(200);
    expect((await bearerCall(t, a.write)('GET', '/api/current-user')).statusCode).toBe(401);
  });

  it('an unknown, malformed, expired or revoked token is a 401 at once, whatever cookie comes with it', async () => {
    const a = await person();
    const bad = [`${a.write}x`, 'rsm_', 'not-a-token', '', 'x'.repeat(500)];
    for (const secret of bad) {
      const response = await bearerCall(t, secret, { cookie: a.cookie })('GET', '/api/current-user');
      expect(response.statusCode, secret).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'invalid_token',
        error: INVALID_TOKEN_MESSAGE,
      });
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    const [readRow] = await t.database.db
      .select()
      .from(personalTokens)
      .where(eq(personalTokens.userId, a.id));
    await t.database.db
      .update(personalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalTokens.userId, a.id));
    expect(readRow).toBeDefined();
    expect((await bearerCall(t, a.write)('GET', '/api/current-user')).statusCode).toBe(401);
    expect((await bearerCall(t, a.read)('GET', `/api/resume-drafts/${a.draftId}`)).statusCode).toBe(401);
    // The cookie alone still works: a bad token signs nobody out.
    expect((await callAs(t, a.cookie)('GET', '/api/current-user')).json().success).toBe(true);
  });

  it('cross-site rules apply to cookies only: a bearer request from another origin is served', async () => {
    const a = await person();
    const foreign = { origin: 'https://evil.example' };
    const withToken = await bearerCall(t, a.write, foreign)('POST', '/api/jobs', {
      title: 'Nurse',
      company: 'Hospital',
      description: 'Care.',
    });
    expect(withToken.statusCode).toBe(201);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...foreign, cookie: a.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Nurse', company: 'Hospital', description: 'Care.' }),
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('the OpenAPI document describes the bearer scheme', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toContainEqual({ bearerAuth: [] });
    expect(document.paths['/api/account/tokens'].post).toBeDefined();
    const patch = document.paths['/api/resume-drafts/{id}'].patch;
    expect(Object.keys(patch.requestBody.content)).toEqual([
      'application/json',
      'application/json-patch+json',
    ]);
    expect(patch.requestBody.content['application/json-patch+json'].schema.type).toBe('array');
    expect(patch.requestBody.content['application/json'].schema.properties.title).toBeDefined();
    expect(patch.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match' }));
  });
});

describe('revocation on every process', () => {
  /** A second app on the same database, as a second process behind a load balancer would be. */
  function secondHandle(database: DatabaseHandle): DatabaseHandle {
    return { ...database, db: Object.create(database.db) as DatabaseHandle['db'], close: async () => {} };
  }

  it('a token revoked on A is refused on B from its next request, with no channel between them', async () => {
    const b = await createTestApp({ database: secondHandle(t.database) });
    try {
      const a = await person();
      const tokens = (await callAs(t, a.cookie)('GET', '/api/account/tokens')).json().tokens as {
        id: string;
      }[];
      expect((await bearerCall(b, a.write)('GET', '/api/current-user')).statusCode).toBe(200);
      for (const token of tokens) await callAs(t, a.cookie)('DELETE', `/api/account/tokens/${token.id}`);
      expect((await bearerCall(b, a.write)('GET', '/api/current-user')).statusCode).toBe(401);
      expect((await bearerCall(b, a.read)('GET', '/api/current-user')).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});

describe('rate limit per token', () => {
  it('answers 429 with Retry-After past the limit, counting each token apart', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_TOKEN_PER_MINUTE: '3' } });
    try {
      const user = await createUser(limited.database.db);
      const cookie = await signInCookie(limited, user.email, TEST_PASSWORD);
      const first = await createToken(limited, cookie, { name: 'One' });
      const second = await createToken(limited, cookie, { name: 'Two' });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await bearerCall(limited, first.secret)('GET', '/api/current-user')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const over = await bearerCall(limited, first.secret)('GET', '/api/current-user');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await bearerCall(limited, second.secret)('GET', '/api/current-user')).statusCode).toBe(200);
      // The cookie is not counted against the tokens.
      expect((await callAs(limited, cookie)('GET', '/api/current-user')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
