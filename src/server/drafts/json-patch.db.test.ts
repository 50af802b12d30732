import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { createToken } from '../../../tests/support/token-test-helpers';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/draft-api';
import { versionLabel } from '../../domain/version-api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Draft {
  id: string;
  title: string;
  version: number;
  data: { personalDetails: { firstName: string }; skills: { name: string }[]; fontSize: number };
}

async function setUp() {
  const user = await createUser(t.database.db);
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  const created = await callAs(t, cookie)('POST', '/api/resume-drafts', {
    title: 'Mine',
    data: resumeData(),
  });
  const draft = (created.json() as { resumeDraft: Draft }).resumeDraft;
  const { secret } = await createToken(t, cookie, { name: 'Claude' });
  return { cookie, secret, draft };
}

/** A JSON Patch request; `auth` is a bearer secret or a cookie header. */
function patch(
  id: string,
  auth: { secret?: string; cookie?: string },
  body: unknown,
  ifMatch?: string | number,
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/resume-drafts/${id}`,
    headers: {
      'content-type': 'application/json-patch+json',
      ...(auth.secret ? { authorization: `Bearer ${auth.secret}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie, origin: 'http://localhost:3000' } : {}),
      ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }),
    },
    payload: JSON.stringify(body),
  });
}

const read = async (cookie: string, id: string) =>
  ((await callAs(t, cookie)('GET', `/api/resume-drafts/${id}`)).json() as { resumeDraft: Draft }).resumeDraft;

interface Version {
  id: string;
  reason: string;
  summary: string;
  changedBy: string | null;
}
const versions = async (cookie: string, id: string) =>
  ((await callAs(t, cookie)('GET', `/api/resume-drafts/${id}/versions`)).json() as { versions: Version[] })
    .versions;

describe('PATCH /api/resume-drafts/{id} with application/json-patch+json', () => {
  it('applies the patch at the version in If-Match and answers the saved draft', async () => {
    const { cookie, secret, draft } = await setUp();
    const response = await patch(
      draft.id,
      { secret },
      [
        { op: 'test', path: '/data/personalDetails/firstName', value: 'Ada' },
        { op: 'replace', path: '/data/personalDetails/firstName', value: 'Augusta' },
        { op: 'add', path: '/data/skills/-', value: { id: 'sk2', name: 'Poetry', level: 'expert' } },
        { op: 'replace', path: '/title', value: 'Tailored' },
      ],
      draft.version,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { resumeDraft: Draft }).resumeDraft;
    expect(saved.version).toBe(draft.version + 1);
    expect(saved.title).toBe('Tailored');
    expect(saved.data.personalDetails.firstName).toBe('Augusta');
    expect(saved.data.skills.map((s) => s.name)).toEqual(['Mathematics', 'Poetry']);
    expect(await read(cookie, draft.id)).toEqual(saved);
    // If-Match as an entity tag works too.
    const again = await patch(
      draft.id,
      { secret },
      [{ op: 'replace', path: '/data/fontSize', value: 11 }],
      `"${saved.version}"`,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 409 with the current draft when the version is stale, and changes nothing', async () => {
    const { cookie, secret, draft } = await setUp();
    const first = await patch(
      draft.id,
      { secret },
      [{ op: 'replace', path: '/title', value: 'One' }],
      draft.version,
    );
    expect(first.statusCode).toBe(200);
    const stale = await patch(
      draft.id,
      { secret },
      [{ op: 'replace', path: '/title', value: 'Two' }],
      draft.version,
    );
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as { success: boolean; error: string; resumeDraft: Draft };
    expect(body.success).toBe(false);
    expect(body.error).toBe(VERSION_CONFLICT_MESSAGE);
    expect(body.resumeDraft.version).toBe(draft.version + 1);
    expect(body.resumeDraft.title).toBe('One');
    expect((await read(cookie, draft.id)).title).toBe('One');
  });

  it('answers 400 naming the operation (index and op) that is invalid or fails, and saves nothing', async () => {
    const { cookie, secret, draft } = await setUp();
    const cases: [unknown, RegExp][] = [
      [
        [
          { op: 'replace', path: '/title', value: 'x' },
          { op: 'jump', path: '/title' },
        ],
        /^Operation 1 \(jump\)/,
      ],
      [[{ op: 'replace', path: '/title' }], /^Operation 0 \(replace\) is not a valid/],
      [[{ op: 'remove', path: '/data/experience/7' }], /^Operation 0 \(remove\) failed: there is no value/],
      [
        [
          { op: 'replace', path: '/title', value: 'x' },
          { op: 'replace', path: '/data/skills/0/name', value: 'Y' },
          { op: 'test', path: '/data/personalDetails/firstName', value: 'Grace' },
        ],
        /^Operation 2 \(test\) failed/,
      ],
      [[{ op: 'replace', path: '/version', value: 99 }], /^Operation 0 \(replace\) may change only \/title/],
      [[{ op: 'replace', path: '/userId', value: 'someone' }], /^Operation 0 \(replace\) may change only/],
      [[{ op: 'add', path: '/data/__proto__/polluted', value: true }], /^Operation 0 \(add\) has a path/],
      [[{ op: 'copy', from: '/id', path: '/title' }], /^Operation 0 \(copy\) may change only/],
      [{ op: 'replace', path: '/title', value: 'x' }, /array of operations/],
    ];
    for (const [body, expected] of cases) {
      const response = await patch(draft.id, { secret }, body, draft.version);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { error: string }).error).toMatch(expected);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await read(cookie, draft.id)).toEqual(draft);
  });

  it('answers 400 when the patched resume fails the resume schema, and saves nothing', async () => {
    const { cookie, secret, draft } = await setUp();
    for (const body of [
      [{ op: 'replace', path: '/data/fontSize', value: 99 }],
      [{ op: 'replace', path: '/data/personalDetails/firstName', value: 42 }],
      [{ op: 'remove', path: '/title' }],
    ]) {
      const response = await patch(draft.id, { secret }, body, draft.version);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { errors?: unknown }).errors).toBeDefined();
    }
    expect(await read(cookie, draft.id)).toEqual(draft);
  });

  it('needs If-Match', async () => {
    const { secret, draft } = await setUp();
    const response = await patch(draft.id, { secret }, [{ op: 'replace', path: '/title', value: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { 'If-Match': expect.any(String) } });
  });

  it("answers 404 for another user's draft and an unknown id", async () => {
    const { draft } = await setUp();
    const { secret } = await setUp();
    const op = [{ op: 'replace', path: '/title', value: 'stolen' }];
    expect((await patch(draft.id, { secret }, op, draft.version)).statusCode).toBe(404);
    expect((await patch('not-a-uuid', { secret }, op, 1)).statusCode).toBe(404);
  });

  it('keeps each change made with a token in the history as made by it; restoring that version undoes it', async () => {
    const { cookie, secret, draft } = await setUp();
    const response = await patch(
      draft.id,
      { secret },
      [{ op: 'replace', path: '/data/skills/0/name', value: 'Analysis' }],
      draft.version,
    );
    expect(response.statusCode).toBe(200);
    const [latest] = await versions(cookie, draft.id);
    expect(latest).toMatchObject({ reason: 'token', changedBy: 'Claude' });
    expect(latest?.summary).not.toBe('');
    expect(latest && versionLabel({ reason: 'token', changedBy: latest.changedBy })).toBe(
      'Changed by Claude',
    );

    // A second change right after is recorded too, and a PUT with the token as well.
    const saved = (response.json() as { resumeDraft: Draft }).resumeDraft;
    const second = await patch(
      draft.id,
      { secret },
      [{ op: 'replace', path: '/data/fontSize', value: 11 }],
      saved.version,
    );
    expect(second.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/resume-drafts/${draft.id}`,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Mine', data: resumeData({ fontSize: 13 }) }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const history = await versions(cookie, draft.id);
    expect(history.filter((v) => v.reason === 'token')).toHaveLength(3);
    expect(history.filter((v) => v.reason === 'token').every((v) => v.changedBy === 'Claude')).toBe(true);

    // Undo the first change: restore the version kept before it.
    const first = history.filter((v) => v.reason === 'token').at(-1);
    const restored = await callAs(t, cookie)(
      'POST',
      `/api/resume-drafts/${draft.id}/versions/${first?.id}/restore`,
      {},
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await read(cookie, draft.id)).data.skills[0]?.name).toBe('Mathematics');
  });

  it("the user's own changes (cookie) are not named as a token's", async () => {
    const { cookie, draft } = await setUp();
    const response = await patch(
      draft.id,
      { cookie },
      [{ op: 'replace', path: '/data/skills/0/name', value: 'Analysis' }],
      draft.version,
    );
    expect(response.statusCode, response.body).toBe(200);
    const history = await versions(cookie, draft.id);
    expect(history.every((v) => v.reason !== 'token' && v.changedBy === null)).toBe(true);
  });
});
