import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../tests/support/draft-test-helpers';
import { resumeDrafts } from '../db/schema';
import { countDraftsCreatedSince } from './draft-access';

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

async function createAs(user: SignedInUser, body: Record<string, unknown> = {}) {
  const response = await requestAs(testApp, user)('POST', '/api/resume-drafts', {
    title: 'My CV',
    data: resumeData(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resumeDraft;
}

describe('POST /api/resume-drafts', () => {
  it('creates a draft and answers the spec envelope with defaults filled in', async () => {
    const response = await requestAs(testApp, owner)('POST', '/api/resume-drafts', {
      title: '  Ada CV  ',
      data: resumeData(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(Object.keys(body.resumeDraft).sort()).toEqual(
      ['createdAt', 'data', 'id', 'status', 'title', 'updatedAt', 'userId', 'version'].sort(),
    );
    expect(body.resumeDraft).toMatchObject({
      userId: owner.id,
      title: 'Ada CV',
      status: 'draft',
      version: 1,
    });
    expect(body.resumeDraft.data).toMatchObject({ template: 'modern', colorScheme: 'blue', fontSize: 12 });
    expect(body.resumeDraft.data.personalDetails.firstName).toBe('Ada');
  });

  it('accepts an empty resume: missing content never blocks a save', async () => {
    const draft = await createAs(owner, { data: {} });
    expect(draft.data.experience).toEqual([]);
  });

  it('keeps design fields', async () => {
    const draft = await createAs(owner, {
      data: resumeData({ template: 'compact', colorScheme: 'teal', fontSize: 14, pageSize: 'a4' }),
    });
    expect(draft.data).toMatchObject({
      template: 'compact',
      colorScheme: 'teal',
      fontSize: 14,
      pageSize: 'a4',
    });
  });

  it('requires a title', async () => {
    for (const title of [undefined, '', '   ']) {
      const response = await requestAs(testApp, owner)('POST', '/api/resume-drafts', { title, data: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { title: 'Resume title is required' },
      });
    }
  });

  it("accepts 'pending' and refuses 'paid' and unknown statuses", async () => {
    expect((await createAs(owner, { status: 'pending' })).status).toBe('pending');
    for (const status of ['paid', 'archived']) {
      const response = await requestAs(testApp, owner)('POST', '/api/resume-drafts', {
        title: 't',
        data: {},
        status,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.status).toBeTruthy();
    }
  });

  it('answers 401 when not signed in', async () => {
    const response = await requestAs(testApp, null)('POST', '/api/resume-drafts', { title: 't', data: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });
});

describe('validation of data', () => {
  const post = (data: unknown) =>
    requestAs(testApp, owner)('POST', '/api/resume-drafts', { title: 't', data });

  it.each([
    ['data.contactInfo.email', { contactInfo: { email: 'not-an-email' } }, 'Valid email is required'],
    [
      'data.personalDetails.linkedin',
      { personalDetails: { linkedin: 'not a url' } },
      'Please enter a valid URL',
    ],
    ['data.fontSize', { fontSize: 9 }, 'Font size must be at least 10'],
    ['data.fontSize', { fontSize: 15 }, 'Font size must be at most 14'],
    ['data.template', { template: 'nope' }, undefined],
    ['data.personalDetails.firstName', { personalDetails: { firstName: 'x'.repeat(201) } }, undefined],
    ['data.summary.content', { summary: { content: 'x'.repeat(10_001) } }, undefined],
    ['data.skills', { skills: Array.from({ length: 101 }, () => ({ name: 's' })) }, 'At most 100 items'],
    ['data.experience.0.current', { experience: [{ current: 'yes' }] }, undefined],
    ['data.skills.0.level', { skills: [{ name: 'x', level: 'guru' }] }, undefined],
  ])('answers 400 with errors[%s]', async (field, data, message) => {
    const response = await post(data);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors[field], JSON.stringify(errors)).toBeTruthy();
    if (message) expect(errors[field]).toBe(message);
  });

  it('refuses a title over 200 characters', async () => {
    const response = await requestAs(testApp, owner)('POST', '/api/resume-drafts', {
      title: 'x'.repeat(201),
      data: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.title).toBeTruthy();
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await requestAs(testApp, owner)('POST', '/api/resume-drafts', {
      title: 't',
      data: { summary: { content: 'x'.repeat(1024 * 1024 + 1) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'body_too_large',
      error: 'Request body is too large',
    });
  });
});

describe('rich text on write', () => {
  it('reduces every rich-text field to the allowlist', async () => {
    const dirty = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script></p>';
    const draft = await createAs(owner, {
      data: resumeData({
        summary: { content: dirty },
        experience: [{ id: 'j1', description: `<ul><li>${dirty}</li></ul>` }],
        additionalSections: [{ id: 's1', type: 'custom', items: [{ id: 'i1', description: dirty }] }],
      }),
    });
    expect(draft.data.summary.content).toBe('<p>Hi there</p>');
    expect(draft.data.experience[0].description).toBe('<ul><li><p>Hi there</p></li></ul>');
    expect(draft.data.additionalSections[0].items[0].description).toBe('<p>Hi there</p>');
    const put = await requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, {
      title: 't',
      data: resumeData({ summary: { content: '<a href="https://x.org" style="x">ok</a><img src=x>' } }),
    });
    expect(put.json().resumeDraft.data.summary.content).toBe('<a href="https://x.org">ok</a>');
  });

  it('keeps a certification, a project and a volunteering role, cleaning only their rich text', async () => {
    const dirty = '<p>Built <script>alert(1)</script>it</p>';
    const items = {
      certifications: {
        title: 'CKA',
        company: 'CNCF',
        date: '2024-03',
        credentialId: 'LF-1',
        link: 'cncf.io',
      },
      projects: {
        title: 'Parser',
        role: 'Lead',
        startDate: '2024-01',
        current: true,
        keywords: 'C, <b>Rust</b>',
      },
      volunteering: { title: 'Tutor', company: 'Code Club', startDate: '2019-09', endDate: '2021-06' },
    };
    const draft = await createAs(owner, {
      data: resumeData({
        additionalSections: (['certifications', 'projects', 'volunteering'] as const).map((type) => ({
          type,
          items: [{ ...items[type], description: dirty }],
        })),
      }),
    });
    const saved = draft.data.additionalSections as { type: string; items: Record<string, unknown>[] }[];
    expect(saved.map((section) => section.type)).toEqual(['certifications', 'projects', 'volunteering']);
    for (const section of saved) {
      expect(section.items[0]).toMatchObject(items[section.type as keyof typeof items]);
      expect(section.items[0]?.description).toBe('<p>Built it</p>');
    }
    const bad = await requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, {
      title: 't',
      version: draft.version,
      data: resumeData({
        additionalSections: [{ type: 'projects', items: [{ credentialId: 'x'.repeat(101) }] }],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['data.additionalSections.0.items.0.credentialId']);
  });
});

describe('GET /api/resume-drafts/:id', () => {
  it("answers the owner's draft", async () => {
    const draft = await createAs(owner);
    const response = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draft.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, resumeDraft: draft });
  });

  it('answers 404 for a missing id or a malformed one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${id}`);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('ownership', () => {
  it("answers 404 for another user's draft on every verb, and changes nothing", async () => {
    const draft = await createAs(owner);
    const asOther = requestAs(testApp, other);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/resume-drafts/${draft.id}`],
      ['PUT', `/api/resume-drafts/${draft.id}`, { title: 'stolen', data: {} }],
      ['PATCH', `/api/resume-drafts/${draft.id}`, { title: 'stolen' }],
      ['POST', `/api/resume-drafts/${draft.id}/duplicate`, {}],
      ['DELETE', `/api/resume-drafts/${draft.id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await asOther(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().success).toBe(false);
    }
    const after = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draft.id}`);
    expect(after.json().resumeDraft).toEqual(draft);
    const othersList = await asOther('GET', `/api/resume-drafts/user/${other.id}`);
    expect(othersList.json().resumeDrafts).toEqual([]);
  });

  it("answers 404 for another user's draft whatever the body, before any 400", async () => {
    const draft = await createAs(owner);
    const asOther = requestAs(testApp, other);
    const badBodies = [
      { title: '' },
      { title: 'x', data: { fontSize: 99 } },
      { status: 'paid' },
      { version: 0 },
      [],
    ];
    for (const method of ['PUT', 'PATCH'] as const) {
      for (const body of badBodies) {
        const response = await asOther(method, `/api/resume-drafts/${draft.id}`, body);
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          code: 'draft_not_found',
          error: 'Resume draft not found',
        });
      }
    }
    const duplicate = await asOther('POST', `/api/resume-drafts/${draft.id}/duplicate`, { title: '' });
    expect(duplicate.statusCode).toBe(404);
    const after = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draft.id}`);
    expect(after.json().resumeDraft).toEqual(draft);
  });

  it('answers 404 for a missing or malformed draft id whatever the body', async () => {
    const asOwner = requestAs(testApp, owner);
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    for (const id of ids) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await asOwner(method, `/api/resume-drafts/${id}`, { title: '' });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
      }
      for (const [method, url] of [
        ['GET', `/api/resume-drafts/${id}`],
        ['DELETE', `/api/resume-drafts/${id}`],
        ['POST', `/api/resume-drafts/${id}/duplicate`],
      ] as const) {
        expect((await asOwner(method, url)).statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it("still answers the owner's bad body with 400 and the field's message", async () => {
    const draft = await createAs(owner);
    const response = await requestAs(testApp, owner)('PATCH', `/api/resume-drafts/${draft.id}`, {
      title: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'resume_title_required',
      error: 'Resume title is required',
      errors: { title: 'Resume title is required' },
    });
  });

  it('answers 401, not 400, to a guest with a bad body', async () => {
    const draft = await createAs(owner);
    const guest = requestAs(testApp, null);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/resume-drafts', { title: '' }],
      ['PUT', `/api/resume-drafts/${draft.id}`, { title: '' }],
      ['PATCH', `/api/resume-drafts/${draft.id}`, { status: 'paid' }],
      ['PUT', '/api/resume-drafts/not-a-uuid', { title: '' }],
      ['POST', '/api/migrate-resume', { data: 'nope' }],
    ];
    for (const [method, url, body] of calls) {
      const response = await guest(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 401 on every verb when not signed in', async () => {
    const draft = await createAs(owner);
    const guest = requestAs(testApp, null);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/resume-drafts/${draft.id}`],
      ['PUT', `/api/resume-drafts/${draft.id}`, { title: 't', data: {} }],
      ['PATCH', `/api/resume-drafts/${draft.id}`, { title: 't' }],
      ['DELETE', `/api/resume-drafts/${draft.id}`],
      ['POST', `/api/resume-drafts/${draft.id}/duplicate`, {}],
      ['GET', `/api/resume-drafts/user/${owner.id}`],
      ['POST', '/api/migrate-resume', { data: {}, migrationKey: 'abcdefgh12' }],
    ];
    for (const [method, url, body] of calls) {
      const response = await guest(method as 'GET', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 403 for another user's list", async () => {
    const response = await requestAs(testApp, owner)('GET', `/api/resume-drafts/user/${other.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });
});

describe('GET /api/resume-drafts/user/:userId', () => {
  it('lists only the users drafts, newest updatedAt first', async () => {
    const user = await signedInUser(testApp);
    const first = await createAs(user, { title: 'First' });
    const second = await createAs(user, { title: 'Second' });
    await createAs(other, { title: 'Not mine' });
    // Updating the first makes it the newest.
    await requestAs(testApp, user)('PUT', `/api/resume-drafts/${first.id}`, { title: 'First', data: {} });
    const response = await requestAs(testApp, user)('GET', `/api/resume-drafts/user/${user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.resumeDrafts.map((draft: { id: string }) => draft.id)).toEqual([first.id, second.id]);
  });
});

describe('PUT /api/resume-drafts/:id', () => {
  it('replaces title and data and bumps the version on every write', async () => {
    const draft = await createAs(owner);
    const put = (body: unknown) => requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, body);
    const first = await put({ title: ' Renamed ', data: resumeData({ fontSize: 11 }) });
    expect(first.statusCode).toBe(200);
    expect(first.json().resumeDraft).toMatchObject({ title: 'Renamed', version: 2, status: 'draft' });
    expect(first.json().resumeDraft.data.fontSize).toBe(11);
    const second = await put({ title: 'Renamed', data: {}, version: 2 });
    expect(second.json().resumeDraft.version).toBe(3);
    expect(new Date(second.json().resumeDraft.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(draft.updatedAt).getTime(),
    );
  });

  it('answers 409 with the current draft on a stale version and changes nothing', async () => {
    const draft = await createAs(owner);
    const put = (body: unknown) => requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, body);
    const saved = (await put({ title: 'Tab A', data: {}, version: 1 })).json().resumeDraft;
    const stale = await put({ title: 'Tab B', data: {}, version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(body.resumeDraft).toEqual(saved);
    // Without a version, last write wins ('Keep my changes').
    const overwrite = await put({ title: 'Tab B', data: {} });
    expect(overwrite.json().resumeDraft).toMatchObject({ title: 'Tab B', version: 3 });
  });

  it('answers a stale save of exactly what the draft holds as done, without a new version', async () => {
    const draft = await createAs(owner);
    const put = (body: unknown) => requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, body);
    const body = { title: 'Closing tab', data: resumeData({ fontSize: 11 }), version: 1 };
    const first = await put(body);
    expect(first.json().resumeDraft.version).toBe(2);
    // The keepalive PUT on closing and the same change re-sent after the reload.
    const replay = await put({ ...body, title: ' Closing tab ' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().resumeDraft).toEqual(first.json().resumeDraft);
    // Anything else from that version is still a conflict.
    const other = await put({ ...body, data: resumeData({ fontSize: 12 }) });
    expect(other.statusCode).toBe(409);
    const otherStatus = await requestAs(testApp, owner)('PATCH', `/api/resume-drafts/${draft.id}`, {
      status: 'pending',
      version: 1,
    });
    expect(otherStatus.statusCode).toBe(409);
  });

  it('lets exactly one of many concurrent saves from the same version win', async () => {
    const draft = await createAs(owner);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, {
          title: `Tab ${index}`,
          data: {},
          version: 1,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!.json().resumeDraft;
    expect(winner.version).toBe(2);
    const current = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draft.id}`);
    expect(current.json().resumeDraft.title).toBe(winner.title);
  });

  it("refuses 'paid' and bad versions", async () => {
    const draft = await createAs(owner);
    const put = (body: unknown) => requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, body);
    expect((await put({ title: 't', data: {}, status: 'paid' })).statusCode).toBe(400);
    expect((await put({ title: 't', data: {}, version: 'one' })).json().errors.version).toBeTruthy();
    expect((await put({ title: '', data: {} })).json().errors.title).toBe('Resume title is required');
    expect((await put({ title: 't' })).json().errors.data).toBeTruthy();
  });
});

describe('PATCH /api/resume-drafts/:id', () => {
  it('changes only the fields sent, sets pending, and checks the version', async () => {
    const draft = await createAs(owner, { title: 'Keep me' });
    const patch = (body: unknown) =>
      requestAs(testApp, owner)('PATCH', `/api/resume-drafts/${draft.id}`, body);
    const pending = await patch({ status: 'pending' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().resumeDraft).toMatchObject({ title: 'Keep me', status: 'pending', version: 2 });
    expect(pending.json().resumeDraft.data).toEqual(draft.data);
    const stale = await patch({ title: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().resumeDraft.version).toBe(2);
    expect((await patch({ status: 'paid' })).statusCode).toBe(400);
  });

  it('keeps a paid draft paid whatever status a client sends', async () => {
    const draft = await createAs(owner);
    await testApp.database.db
      .update(resumeDrafts)
      .set({ status: 'paid' })
      .where(eq(resumeDrafts.id, draft.id));
    const response = await requestAs(testApp, owner)('PATCH', `/api/resume-drafts/${draft.id}`, {
      status: 'draft',
      title: 'Still paid',
    });
    expect(response.json().resumeDraft).toMatchObject({ status: 'paid', title: 'Still paid' });
  });
});

describe('DELETE /api/resume-drafts/:id', () => {
  it('deletes the draft; a second delete is 404', async () => {
    const draft = await createAs(owner);
    const remove = () => requestAs(testApp, owner)('DELETE', `/api/resume-drafts/${draft.id}`);
    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('POST /api/resume-drafts/:id/duplicate', () => {
  it("makes a '{title} (copy)' draft with the same data, status draft and a fresh version", async () => {
    const draft = await createAs(owner, { title: 'Original', status: 'pending' });
    await requestAs(testApp, owner)('PUT', `/api/resume-drafts/${draft.id}`, {
      title: 'Original',
      data: draft.data,
    });
    const response = await requestAs(testApp, owner)('POST', `/api/resume-drafts/${draft.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().resumeDraft;
    expect(copy).toMatchObject({ title: 'Original (copy)', status: 'draft', version: 1, userId: owner.id });
    expect(copy.id).not.toBe(draft.id);
    expect(copy.data).toEqual(draft.data);
  });

  it("ends the copy's title in the interface language the request asks for (issue 33)", async () => {
    const draft = await createAs(owner, { title: 'Original' });
    const inSpanish = await testApp.app.inject({
      method: 'POST',
      url: `/api/resume-drafts/${draft.id}/duplicate`,
      headers: { cookie: owner.cookie, 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode, inSpanish.body).toBe(201);
    expect(inSpanish.json().resumeDraft.title).toBe('Original (copia)');
    const letter = await testApp.app.inject({
      method: 'POST',
      url: '/api/cover-letters',
      headers: { cookie: owner.cookie },
      payload: { title: 'Letter' },
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const letterCopy = await testApp.app.inject({
      method: 'POST',
      url: `/api/cover-letters/${letter.json().coverLetter.id}/duplicate`,
      headers: { cookie: owner.cookie, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(letterCopy.json().coverLetter.title).toBe('Letter (Kopie)');
  });
});

describe('countDraftsCreatedSince', () => {
  it('counts drafts created from a moment on', async () => {
    const before = await countDraftsCreatedSince(testApp.database.db, new Date(Date.now() - 60_000));
    await createAs(other);
    expect(await countDraftsCreatedSince(testApp.database.db, new Date(Date.now() - 60_000))).toBe(
      before + 1,
    );
    expect(await countDraftsCreatedSince(testApp.database.db, new Date(Date.now() + 60_000))).toBe(0);
  });
});
