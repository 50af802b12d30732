import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { softwareAuthenticator } from '../../../tests/support/software-authenticator';
import { resumeDrafts } from '../db/schema';

/**
 * Every resource that can be written back accepts what its own GET answered, unchanged (issue 29 item 3): a
 * client that reads an object, edits nothing and saves it must never meet a 400 about a value the server
 * itself gave. Each test GETs, writes the body back as it came, expects a 2xx, and GETs again to see nothing
 * changed but the bookkeeping (version, updatedAt).
 */

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let cookie: string;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db);
  cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  call = callAs(t, cookie);
});
afterAll(() => t.close());

/** The object without the fields a save is allowed to move. */
const withoutBookkeeping = ({ version, updatedAt, ...rest }: Record<string, unknown>) => rest;

async function getJson(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function createDraft(data = resumeData()) {
  const created = await call('POST', '/api/resume-drafts', { title: 'Round trip', data });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().resumeDraft.id as string;
}

async function roundTripDraft(id: string, method: 'PUT' | 'PATCH') {
  const url = `/api/resume-drafts/${id}`;
  const { resumeDraft: before } = await getJson(url);
  const saved = await call(method, url, before);
  expect(saved.statusCode, saved.body).toBe(200);
  const { resumeDraft: after } = await getJson(url);
  expect(withoutBookkeeping(after)).toEqual(withoutBookkeeping(before));
}

describe('GET then PUT of the same body', () => {
  it('a resume draft', async () => {
    const id = await createDraft();
    await roundTripDraft(id, 'PUT');
    await roundTripDraft(id, 'PATCH');
  });

  it('a resume draft with every design setting changed from its default', async () => {
    const id = await createDraft(
      resumeData({
        template: 'executive',
        colorScheme: 'teal',
        fontSize: 11,
        pageSize: 'a4',
        sectionLayout: {
          order: ['education', 'experience'],
          hidden: ['skills'],
          titles: { experience: 'Work' },
          side: [],
        },
        fontFamily: 'libertinus-serif',
        lineSpacing: 1.2,
        sectionSpacing: 0.8,
        marginMm: 20,
        dateFormat: 'long',
        accentColor: '#0a7e8c',
      }),
    );
    await roundTripDraft(id, 'PUT');
  });

  it('a paid resume draft, which stays paid', async () => {
    const id = await createDraft();
    await t.database.db.update(resumeDrafts).set({ status: 'paid' }).where(eq(resumeDrafts.id, id));
    await roundTripDraft(id, 'PUT');
    await roundTripDraft(id, 'PATCH');
    expect((await getJson(`/api/resume-drafts/${id}`)).resumeDraft.status).toBe('paid');
  });

  it('a saved job without a link', async () => {
    const created = await call('POST', '/api/jobs', { title: 'Analyst', company: 'Babbage & Co' });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/jobs/${created.json().job.id}`;
    const { job: before } = await getJson(url);
    expect(before.link).toBeNull();
    const saved = await call('PUT', url, before);
    expect(saved.statusCode, saved.body).toBe(200);
    const { job: after } = await getJson(url);
    expect(withoutBookkeeping(after)).toEqual(withoutBookkeeping(before));
  });

  it('a saved job with contacts, a next step, archived', async () => {
    const created = await call('POST', '/api/jobs', {
      title: 'Engineer',
      company: 'Engines Ltd',
      contacts: [
        { name: 'Ada', role: 'Lead', email: 'ada@example.com', linkedin: 'https://www.linkedin.com/in/ada' },
        { name: 'Sam' },
      ],
      nextStep: 'Call back',
      nextStepDate: '2026-12-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/jobs/${created.json().job.id}`;
    expect((await call('PUT', url, { archiveReason: 'rejected' })).statusCode).toBe(200);
    const { job: before } = await getJson(url);
    expect(before).toMatchObject({ archiveReason: 'rejected', nextStepDate: '2026-12-01' });
    const saved = await call('PUT', url, before);
    expect(saved.statusCode, saved.body).toBe(200);
    const { job: after } = await getJson(url);
    expect(withoutBookkeeping(after)).toEqual(withoutBookkeeping(before));
  });

  it('a cover letter', async () => {
    const created = await call('POST', '/api/cover-letters', {});
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/cover-letters/${created.json().coverLetter.id}`;
    const { coverLetter: before } = await getJson(url);
    const saved = await call('PUT', url, before);
    expect(saved.statusCode, saved.body).toBe(200);
    const { coverLetter: after } = await getJson(url);
    expect(withoutBookkeeping(after)).toEqual(withoutBookkeeping(before));
  });

  it("a draft's share settings, never shared and shared", async () => {
    const url = `/api/resume-drafts/${await createDraft()}/share`;
    for (const change of [null, { enabled: true, indexable: true }]) {
      if (change) expect((await call('POST', url, change)).statusCode).toBe(200);
      const before = await getJson(url);
      const saved = await call('POST', url, before);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await getJson(url)).toEqual(before);
    }
  });

  it("a passkey's name", async () => {
    const options = await call('POST', '/api/account/passkeys/options');
    expect(options.statusCode, options.body).toBe(200);
    const challenge = options.cookies.find((c) => c.name === 'wac');
    if (!challenge) throw new Error('no challenge cookie');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: {
        origin: ORIGIN,
        cookie: `${cookie}; wac=${challenge.value}`,
        'content-type': 'application/json',
        // A browser's agent, so the passkey gets the name made from the device.
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      payload: JSON.stringify({
        credential: softwareAuthenticator('localhost', ORIGIN).register(options.json().options),
      }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const { passkeys: before } = await getJson('/api/account/passkeys');
    expect(before).toHaveLength(1);
    const saved = await call('PATCH', `/api/account/passkeys/${before[0].id}`, before[0]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getJson('/api/account/passkeys')).passkeys).toEqual(before);
  });
});
