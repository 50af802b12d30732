import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import type { AiProvider } from './ai-provider';

/** The three AI endpoints on the real app, as a guest, with the built-in engine (no AI_* configuration). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('POST /api/generate-bullets', () => {
  it('answers {bullets} with hints alongside for a guest', async () => {
    const response = await post('/api/generate-bullets', {
      job_title: 'Barista',
      company: 'Bean Co',
      dates: '2020-01 - Present',
      is_current_role: true,
      draft_bullets: ['made coffee for 200 customers a day; trained 3 new baristas\ngreeted guests'],
      style_prefs: { max_bullets: 6, target_length: '1 line' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bullets: ['Prepare coffee for 200 customers a day', 'Train 3 new baristas', 'Greet guests'],
      hints: [null, null, 'How many guests a day?'],
    });
  });

  it('returns one bullet for a refresh request', async () => {
    const response = await post('/api/generate-bullets', {
      job_title: 'Barista',
      draft_bullets: [],
      style_prefs: { max_bullets: 1, target_length: '1 line' },
      refresh_request: { current_bullet: 'Managed the morning shift', instruction: 'more impact' },
    });
    expect(response.json()).toEqual({
      bullets: ['Led the morning shift'],
      hints: ['Can you add a number: how many, how often or how much?'],
    });
  });

  it('works a confirmed keyword into a bullet, in up to 3 ways, for the match report', async () => {
    const response = await post('/api/generate-bullets', {
      job_title: 'Barista',
      company: 'Bean Co',
      is_current_role: false,
      refresh_request: { current_bullet: 'Trained 3 new baristas', keyword: 'Square POS' },
    });
    expect(response.statusCode).toBe(200);
    const { bullets } = response.json() as { bullets: string[] };
    expect(bullets).toContain('Used Square POS to train 3 new baristas');
    expect(bullets.length).toBeLessThanOrEqual(3);
    for (const bullet of bullets) expect(bullet).toMatch(/Square POS/);
  });

  it('leaves a practice out of a bullet whose words do not show it, and says where it could go', async () => {
    const response = await post('/api/generate-bullets', {
      job_title: 'Account Manager',
      is_current_role: true,
      refresh_request: { current_bullet: 'Manage about 60 mid-market accounts', keyword: 'upselling' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { bullets: string[]; notice?: string };
    expect(body.bullets).toEqual([]);
    expect(body.notice).toMatch(/^Nothing in this bullet shows upselling/);
    expect(body.notice).toMatch(/Skills/);

    const supported = await post('/api/generate-bullets', {
      job_title: 'Account Manager',
      is_current_role: true,
      refresh_request: {
        current_bullet: 'Manage about 60 mid-market accounts and grow them through upsells',
        keyword: 'upselling',
      },
    });
    const { bullets, notice } = supported.json() as { bullets: string[]; notice?: string };
    expect(notice).toBeUndefined();
    expect(bullets[0]).toBe('Manage about 60 mid-market accounts and grow them through upselling');
  });

  it.each([
    ['a JSON string body', JSON.stringify('hello')],
    ['wrong types', { job_title: 5, draft_bullets: 'notes' }],
    ['too many bullets asked', { job_title: 'x', draft_bullets: ['a'], style_prefs: { max_bullets: 7 } }],
    [
      'an empty refresh bullet',
      { job_title: 'x', refresh_request: { current_bullet: ' ', instruction: 'shorter' } },
    ],
    [
      'a keyword too long',
      { job_title: 'x', refresh_request: { current_bullet: 'Led', keyword: 'k'.repeat(101) } },
    ],
    [
      'an unknown keyword kind',
      { refresh_request: { current_bullet: 'Led', keyword: 'SQL', keyword_kind: 'x' } },
    ],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-bullets',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers 400 (not 500) for invalid JSON and 413 past 64 KB', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/generate-bullets',
      headers: { 'content-type': 'application/json' },
      payload: '{"job_title":',
    });
    expect(broken.statusCode).toBe(400);
    const big = await post('/api/generate-bullets', { job_title: 'x', draft_bullets: ['a'.repeat(70_000)] });
    expect(big.statusCode).toBe(413);
  });
});

describe('POST /api/generate-skills', () => {
  it('answers exactly {skills}, leaving out skills the resume has', async () => {
    const response = await post('/api/generate-skills', {
      personalDetails: { firstName: 'Ada', jobTitle: 'Sr. Frontend Dev', email: 'not-yet-an-email' },
      experience: [{ jobTitle: 'Web developer', company: 'Acme', description: '<p>built React apps</p>' }],
      education: [],
      skills: [{ id: 'a1', name: 'react', level: 'expert', category: 'technical' }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['skills']);
    expect(body.skills.length).toBeGreaterThanOrEqual(8);
    expect(body.skills.length).toBeLessThanOrEqual(15);
    expect(body.skills).toContain('JavaScript');
    expect(body.skills.map((s: string) => s.toLowerCase())).not.toContain('react');
  });

  it('answers an empty list for an empty profile and 400 for a wrong shape', async () => {
    expect((await post('/api/generate-skills', {})).json()).toEqual({ skills: [] });
    expect((await post('/api/generate-skills', { experience: {} })).statusCode).toBe(400);
  });
});

describe('POST /api/generate-summary', () => {
  it('answers exactly {suggestions}', async () => {
    const response = await post('/api/generate-summary', {
      personalDetails: { jobTitle: 'Data Analyst' },
      experience: [{ jobTitle: 'Data Analyst', company: 'Acme', startDate: '2018-01', endDate: '2022-01' }],
      education: [{ institution: 'State University', degree: 'BA', field: 'Economics' }],
      skills: [{ name: 'SQL' }, { name: 'Tableau' }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['suggestions']);
    expect(body.suggestions).toEqual([
      'Data Analyst skilled in SQL and Tableau, with 4 years of experience. Holds a BA in Economics from State University.',
      'Data Analyst with 4 years of experience, most recently at Acme.',
    ]);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('answers 400 for a wrong shape', async () => {
    expect((await post('/api/generate-summary', { skills: [{ name: 3 }] })).statusCode).toBe(400);
  });
});

describe('suggestions for a resume in another language (issue 33 item 6)', () => {
  it('say they are English when the built-in writer wrote them, and only when the client named a language', async () => {
    const payload = { personalDetails: { jobTitle: 'Data Analyst' }, skills: [{ name: 'SQL' }] };
    const spanish = await post('/api/generate-summary', { ...payload, language: 'es' });
    expect(spanish.json().writtenIn).toBe('en');
    expect((await post('/api/generate-skills', { ...payload, language: 'de' })).json().writtenIn).toBe('en');
    const bullets = await post('/api/generate-bullets', {
      draft_bullets: ['ran sql reports'],
      language: 'fr',
    });
    expect(bullets.json().writtenIn).toBe('en');
    expect(Object.keys((await post('/api/generate-summary', payload)).json())).toEqual(['suggestions']);
    expect((await post('/api/generate-summary', { ...payload, language: 'xx' })).statusCode).toBe(400);
  });

  it('are in the resume’s language when a model wrote them', async () => {
    const model: AiProvider = {
      name: 'model',
      generateBullets: async () => ['Dirigí el equipo'],
      generateSkills: async () => ['Análisis de datos'],
      generateSummary: async () => ['Analista de datos'],
      generateCoverLetter: async () => [],
    };
    const withModel = await createTestApp({ overrides: { aiProvider: model } });
    try {
      const answer = await post('/api/generate-skills', { language: 'es' }, withModel.app);
      expect(answer.json()).toEqual({ skills: ['Análisis de datos'], writtenIn: 'es' });
    } finally {
      await withModel.close();
    }
  });
});

describe('rate limit and provider override', () => {
  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '2' } });
    try {
      const payload = { personalDetails: { jobTitle: 'Cook' } };
      expect((await post('/api/generate-skills', payload, limited.app)).statusCode).toBe(200);
      expect((await post('/api/generate-skills', payload, limited.app)).statusCode).toBe(200);
      const third = await post('/api/generate-skills', payload, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('uses an injected provider', async () => {
    const fake: AiProvider = {
      name: 'fake',
      generateBullets: async () => ['Fake bullet'],
      generateSkills: async () => ['Fake skill'],
      generateSummary: async () => ['Fake summary text'],
      generateCoverLetter: async () => ['Fake letter'],
    };
    const withFake = await createTestApp({ overrides: { aiProvider: fake } });
    try {
      expect((await post('/api/generate-skills', {}, withFake.app)).json()).toEqual({
        skills: ['Fake skill'],
      });
    } finally {
      await withFake.close();
    }
  });
});
