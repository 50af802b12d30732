import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../tests/support/draft-test-helpers';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let draftId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
  const created = await requestAs(testApp, owner)('POST', '/api/resume-drafts', {
    title: 'Ada CV',
    data: resumeData(),
  });
  expect(created.statusCode, created.body).toBe(201);
  draftId = created.json().resumeDraft.id;
});
afterAll(() => testApp.close());

describe('GET /api/resume-drafts/:id/export/json', () => {
  it("answers the owner's draft as a JSON Resume attachment that the official schema accepts, with no plan", async () => {
    const response = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draftId}/export/json`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Ada CV.json"');
    const document = response.json();
    let valid = false;
    validate(document, (_errors, isValid) => {
      valid = isValid;
    });
    expect(valid).toBe(true);
    expect(document.basics).toMatchObject({
      name: 'Ada Lovelace',
      label: 'Engineer',
      email: 'ada@example.com',
      summary: 'Builds engines.',
    });
    expect(document.work[0]).toMatchObject({
      name: 'Engines Ltd',
      position: 'Analyst',
      startDate: '1842-01',
      highlights: ['Wrote the first program'],
    });
  });

  it("is a 404 for another user's draft and for an id that is not a uuid, and a 401 signed out", async () => {
    expect(
      (await requestAs(testApp, other)('GET', `/api/resume-drafts/${draftId}/export/json`)).statusCode,
    ).toBe(404);
    expect((await requestAs(testApp, owner)('GET', '/api/resume-drafts/nope/export/json')).statusCode).toBe(
      404,
    );
    expect(
      (await requestAs(testApp, null)('GET', `/api/resume-drafts/${draftId}/export/json`)).statusCode,
    ).toBe(401);
  });

  it('leaves the PDF and DOCX exports to their own route', async () => {
    const response = await requestAs(testApp, owner)('GET', `/api/resume-drafts/${draftId}/export/txt`);
    expect(response.statusCode).toBe(400);
  });
});
