import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activePlan,
  createUser,
  sessionCookieFor,
  type TestUserOptions,
} from '../../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app';
import { resumeData } from '../../../../../tests/support/draft-test-helpers';
import { draftShares } from '../../../db/schema';
import { createInProcessRenderer } from '../../../documents/render/render-pool';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    overrides: { renderer: createInProcessRenderer() },
    env: { RATE_LIMIT_SHARE_PASSWORD: '3' },
  });
});
afterAll(() => testApp.close());

interface Actor {
  id: string;
  cookie: string;
}

async function actor(options: TestUserOptions = {}): Promise<Actor> {
  const user = await createUser(testApp.database.db, options);
  return { id: user.id, cookie: await sessionCookieFor(testApp.database.db, user.id) };
}

const call = (user: Actor | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function sharedDraft(owner: Actor, share: object = { enabled: true }) {
  const created = await call(owner, 'POST', '/api/resume-drafts', {
    title: 'Secret title: tailored for Acme',
    data: resumeData({
      personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer', phone: '555-0100' },
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().resumeDraft.id as string;
  const response = await call(owner, 'POST', `/api/resume-drafts/${id}/share`, share);
  expect(response.statusCode, response.body).toBe(200);
  const state = response.json();
  const path = new URL(state.url).pathname;
  return { id, path, state };
}

describe('the owner turns the public link on and off', () => {
  it('answers a /r/ address with at least 96 random bits, off until turned on', async () => {
    const owner = await actor();
    const created = await call(owner, 'POST', '/api/resume-drafts', { title: 'CV', data: resumeData() });
    const id = created.json().resumeDraft.id;
    const before = await call(owner, 'GET', `/api/resume-drafts/${id}/share`);
    expect(before.json()).toMatchObject({ enabled: false, url: '', viewCount: 0 });
    const { state } = await sharedDraft(owner);
    expect(state.url).toMatch(/^http:\/\/localhost:3000\/r\/[A-Za-z0-9_-]{22}$/);
    // 22 base64url characters carry 132 bits; the server draws 128 random ones.
    expect(state).toMatchObject({ enabled: true, hasPassword: false, indexable: false });
  });

  it('serves the typeset resume to anyone, with noindex, Open Graph name and title only, and counts views', async () => {
    const owner = await actor(activePlan());
    const { id, path } = await sharedDraft(owner);
    const page = await call(null, 'GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.includes('<meta name="robots" content="noindex, nofollow">')).toBe(true);
    expect(page.body.includes('<meta property="og:title" content="Ada Lovelace">')).toBe(true);
    expect(page.body.includes('<meta property="og:description" content="Engineer">')).toBe(true);
    expect(page.body.includes('og:image')).toBe(false);
    expect(page.body.includes('Secret title')).toBe(false);
    expect(page.body.includes('class="typst-doc"')).toBe(true);
    expect(page.body.includes('class="tsel"')).toBe(true);
    expect(page.body.includes('<script')).toBe(false);
    expect(page.body.includes(`href="${path}/pdf"`)).toBe(true);
    await call(null, 'GET', path);
    // The owner's own visits are not counted, and the owner sees the count.
    const own = await call(owner, 'GET', path);
    expect(own.body.includes('Views by others: 2')).toBe(true);
    const state = await call(owner, 'GET', `/api/resume-drafts/${id}/share`);
    expect(state.json().viewCount).toBe(2);
    expect(state.json().lastViewedAt).toEqual(expect.any(String));
  });

  it('answers 404 at once when turned off, and again the same address when turned back on', async () => {
    const owner = await actor();
    const { id, path } = await sharedDraft(owner);
    const off = await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: false });
    expect(off.json().enabled).toBe(false);
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${path}/pdf`)).statusCode).toBe(404);
    const on = await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: true });
    expect(new URL(on.json().url).pathname).toBe(path);
    expect((await call(null, 'GET', path)).statusCode).toBe(200);
  });

  it('answers 404 once the draft is deleted, and for unknown addresses', async () => {
    const owner = await actor();
    const { id, path } = await sharedDraft(owner);
    expect((await call(owner, 'DELETE', `/api/resume-drafts/${id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/r/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/r/short')).statusCode).toBe(404);
  });

  it("keeps another user's draft a 404", async () => {
    const owner = await actor();
    const stranger = await actor();
    const { id } = await sharedDraft(owner);
    expect((await call(stranger, 'GET', `/api/resume-drafts/${id}/share`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/resume-drafts/${id}/share`, { enabled: false })).statusCode,
    ).toBe(404);
    expect((await call(null, 'POST', `/api/resume-drafts/${id}/share`, { enabled: false })).statusCode).toBe(
      401,
    );
    const bad = await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets indexing happen only when the owner allows it, in the page and in robots.txt', async () => {
    const owner = await actor();
    const { path } = await sharedDraft(owner, { enabled: true, indexable: true });
    const page = await call(null, 'GET', path);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body.includes('noindex')).toBe(false);
    const robots = await call(null, 'GET', '/robots.txt');
    expect(robots.body).toContain('Disallow: /r/');
    expect(robots.body).toContain(`Allow: ${path}`);
  });
});

describe('download', () => {
  it("offers the PDF when the owner's plan includes downloads, and refuses it (402) when not", async () => {
    const paying = await actor(activePlan());
    const { path } = await sharedDraft(paying);
    const pdf = await call(null, 'GET', `${path}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Ada Lovelace Resume.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const free = await actor();
    const shared = await sharedDraft(free);
    const page = await call(null, 'GET', shared.path);
    expect(page.body.includes('Download PDF')).toBe(false);
    expect((await call(null, 'GET', `${shared.path}/pdf`)).statusCode).toBe(402);
  });
});

describe('password', () => {
  it('shows a form, answers 401 to a wrong password, unlocks with the right one, and limits guesses', async () => {
    const owner = await actor(activePlan());
    const { id, path, state } = await sharedDraft(owner, { enabled: true, password: 'open sesame' });
    expect(state.hasPassword).toBe(true);
    const [row] = await testApp.database.db.select().from(draftShares).where(eq(draftShares.draftId, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const form = await call(null, 'GET', path);
    expect(form.statusCode).toBe(200);
    expect(form.body.includes('type="password"')).toBe(true);
    expect(form.body.includes('Lovelace')).toBe(false);
    expect((await call(null, 'GET', `${path}/pdf`)).statusCode).toBe(404);

    const post = (password: string, ip = '203.0.113.7') =>
      testApp.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const wrong = await post('guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.includes('That password is not right')).toBe(true);

    const right = await post('open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(path);
    const cookie = right.cookies.find((c) => c.name === 'share_unlock');
    expect(cookie).toMatchObject({ path, httpOnly: true, sameSite: 'Lax' });
    const unlocked = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: `share_unlock=${cookie?.value}` },
    });
    expect(unlocked.body.includes('Lovelace')).toBe(true);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `${path}/pdf`,
      headers: { cookie: `share_unlock=${cookie?.value}` },
    });
    expect(pdf.statusCode).toBe(200);

    // Three wrong passwords from one address (the test limit), then 429 even for the right one.
    await post('guess 2');
    await post('guess 3');
    const limited = await post('open sesame');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held up.
    expect((await post('open sesame', '203.0.113.8')).statusCode).toBe(303);

    // A new password voids the old proof; removing it opens the page to all.
    await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: true, password: 'another one' });
    const stale = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: `share_unlock=${cookie?.value}` },
    });
    expect(stale.body.includes('type="password"')).toBe(true);
    await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: true, password: null });
    expect((await call(null, 'GET', path)).body.includes('Lovelace')).toBe(true);
  });
});

describe('render limit', () => {
  it('bounds page views per client address per second, as the live preview (each view typesets)', async () => {
    const owner = await actor();
    const { path } = await sharedDraft(owner);
    const limited = await createTestApp({
      database: testApp.database,
      overrides: { renderer: createInProcessRenderer() },
      env: { RATE_LIMIT_PREVIEW_PER_SECOND: '2' },
    });
    try {
      const view = (ip: string) => limited.app.inject({ method: 'GET', url: path, remoteAddress: ip });
      // Sent together, so all three are counted within the same second.
      // One after another: requests injected in the same tick all read the store's final count.
      const answers: number[] = [];
      for (let i = 0; i < 3; i++) answers.push((await view('198.51.100.9')).statusCode);
      expect(answers).toEqual([200, 200, 429]);
      expect((await view('198.51.100.10')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('user text on the page', () => {
  it('is escaped in the head, the header and the typeset pages', async () => {
    const owner = await actor();
    const created = await call(owner, 'POST', '/api/resume-drafts', {
      title: 'CV',
      data: resumeData({
        personalDetails: {
          firstName: '<script>alert(1)</script>',
          lastName: 'O"Brien',
          jobTitle: '<b>Boss</b>',
        },
        experience: [
          { id: 'x1', jobTitle: 'A', description: '<ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>' },
        ],
      }),
    });
    const id = created.json().resumeDraft.id;
    const shared = await call(owner, 'POST', `/api/resume-drafts/${id}/share`, { enabled: true });
    const page = await call(null, 'GET', new URL(shared.json().url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body.includes('<script>alert(1)</script>')).toBe(false);
    expect(page.body.includes('<img src=x')).toBe(false);
    expect(page.body.includes('<b>Boss</b>')).toBe(false);
    expect(page.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(true);
  });
});
