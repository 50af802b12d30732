import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  requestAs,
  resumeData,
  type SignedInUser,
  signedInUser,
} from '../../../tests/support/draft-test-helpers';

/** The Design step's layout and typography settings (issue 17) as drafts store and validate them. */

let testApp: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
});
afterAll(() => testApp.close());

const create = (data: Record<string, unknown>) =>
  requestAs(testApp, owner)('POST', '/api/resume-drafts', { title: 'Design', data });

describe('design settings on a draft', () => {
  it('fills the defaults that render as before into a draft saved without them', async () => {
    const response = await create(resumeData());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().resumeDraft.data).toMatchObject({
      sectionLayout: { order: [], hidden: [], titles: {}, side: null },
      fontFamily: 'template',
      lineSpacing: 1,
      sectionSpacing: 1,
      marginMm: 12.7,
      dateFormat: 'short',
      accentColor: '',
      language: 'en',
    });
  });

  it('keeps every setting', async () => {
    const settings: Record<string, unknown> = {
      sectionLayout: {
        order: ['education', 'experience', 'extra:abc'],
        hidden: ['skills'],
        titles: { experience: 'Work' },
        side: ['extra:abc'],
      },
      fontFamily: 'libertinus-serif',
      lineSpacing: 1.2,
      sectionSpacing: 0.8,
      marginMm: 20,
      dateFormat: 'long',
      accentColor: '#ff8800',
      language: 'fr',
    };
    const response = await create(resumeData(settings as Parameters<typeof resumeData>[0]));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().resumeDraft.data).toMatchObject(settings);
  });

  it('answers 400 with a clear message for each bad value', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fontFamily: 'Comic Sans' }, 'Unknown font family'],
      [{ lineSpacing: 5 }, 'Line spacing must be at most 2'],
      [{ sectionSpacing: 'wide' }, 'Section spacing must be a number'],
      [{ marginMm: 1 }, 'Margin must be at least 5 mm'],
      [{ dateFormat: 'dd/mm' }, 'Unknown date format'],
      [{ accentColor: 'red' }, 'Colour must look like #1d4ed8'],
      [{ language: 'xx' }, 'Unknown resume language'],
      [{ sectionLayout: { order: ['nonsense'] } }, 'Unknown section'],
      [{ sectionLayout: { titles: { experience: 'x'.repeat(81) } } }, 'Must be at most 80 characters'],
    ];
    for (const [data, message] of cases) {
      const response = await create(resumeData(data as Parameters<typeof resumeData>[0]));
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
      expect(Object.values(response.json().errors ?? {}), JSON.stringify(data)).toContain(message);
    }
  });
});
