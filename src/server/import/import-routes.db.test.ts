import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { toJsonResume } from '../../domain/json-resume';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};
const sample = require('@jsonresume/schema/sample.resume.json') as Record<string, unknown>;
const LINKEDIN_DIR = join(import.meta.dirname, '../../../tests/fixtures/import/linkedin');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BOUNDARY = '----resumable-import-test';

function multipart(filename: string, mimetype: string, data: Uint8Array, field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(filename: string, mimetype: string, data: Uint8Array, app = testApp) {
  return app.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(filename, mimetype, data),
  });
}

/** The LinkedIn export as LinkedIn zips it: every fixture CSV at the top level, plus files we do not read. */
function linkedInZip(extra: Record<string, Uint8Array> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'Connections.csv': strToU8('First Name,Last Name\nAlan,Turing\n'),
  };
  for (const name of readdirSync(LINKEDIN_DIR)) files[name] = readFileSync(join(LINKEDIN_DIR, name));
  return zipSync({ ...files, ...extra });
}

function isValidJsonResume(document: unknown): boolean {
  let valid = false;
  validate(document, (_errors, isValid) => {
    valid = isValid;
  });
  return valid;
}

describe('POST /api/import with a JSON body', () => {
  it('reads a pasted JSON Resume for a guest and round-trips it through the export', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { jsonResume: sample },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { resume, warnings } = response.json();
    expect(resume.personalDetails).toMatchObject({ firstName: 'Richard', lastName: 'Hendriks' });
    expect(resume.experience[0].company).toBe('Pied Piper');
    expect(warnings).toContain('work[0].url has no place in the resume and was left out');
    const exported = toJsonResume(resume);
    expect(isValidJsonResume(exported)).toBe(true);
    expect(exported.projects).toEqual(
      (sample.projects as Record<string, unknown>[]).map(({ type: _t, ...project }) => project),
    );
  });

  it('is a 400 with a specific message for JSON that is no resume, and for a missing jsonResume', async () => {
    const notResume = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { jsonResume: [1] },
    });
    expect(notResume.statusCode).toBe(400);
    expect(notResume.json().error).toMatch(/neither a JSON Resume/);
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/import', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('is a 400 naming each part of a JSON Resume with the wrong type when nothing else is left (issue 29 item 4)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { jsonResume: { basics: 'not an object', work: 5 } },
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/nothing we could import/i);
    expect(body.errors).toEqual({
      basics: 'basics should be an object, not a string: left out',
      work: 'work should be a list, not a number: left out',
    });
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: { jsonResume: { basics: {}, work: [] } },
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().error).toMatch(/nothing we could import/i);
  });

  it('imports what it can of a JSON Resume with one warning per part of the wrong type it left out', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: {
        jsonResume: {
          basics: { name: 'Ada Lovelace', email: 'ada@example.org' },
          work: [{ name: 'Analytical Engines', position: 'Engineer' }, 'Babbage & Co', 7],
          education: { institution: 'Home' },
          skills: 'maths',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { resume, warnings } = response.json();
    expect(resume.personalDetails.firstName).toBe('Ada');
    expect(resume.experience).toHaveLength(1);
    expect(warnings).toEqual([
      'work[1] should be an object, not a string: left out',
      'work[2] should be an object, not a number: left out',
      'education should be a list, not an object: left out',
      'skills should be a list, not a string: left out',
    ]);
  });

  it('writes the review’s warnings and the refusal’s texts in the request’s language, English as before (issue 33)', async () => {
    const jsonResume = {
      basics: { name: 'Ada Lovelace', email: 'ada@example.org' },
      work: [{ name: 'Analytical Engines', position: 'Engineer', url: 'https://engines.example' }, 7],
    };
    const german = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { 'accept-language': 'de' },
      payload: { jsonResume },
    });
    expect(german.json().warnings).toEqual([
      'work[1] sollte ein Objekt sein, nicht eine Zahl: weggelassen',
      'work[0].url hat im Lebenslauf keinen Platz und wurde weggelassen',
    ]);
    const arabic = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { 'accept-language': 'ar' },
      payload: { jsonResume: { basics: 'not an object', work: 5 } },
    });
    expect(arabic.json()).toMatchObject({
      code: 'import_nothing_wrong_types',
      error: 'لا يحتوي ملف السيرة الذاتية هذا على شيء يمكننا استيراده: نوع basics, work غير صحيح',
      errors: { work: 'ينبغي أن يكون work قائمة، لا رقمًا: أُغفل' },
    });
    const english = await testApp.app.inject({ method: 'POST', url: '/api/import', payload: { jsonResume } });
    expect(english.json().warnings).toEqual([
      'work[1] should be an object, not a number: left out',
      'work[0].url has no place in the resume and was left out',
    ]);
  });

  it('is a 415 for a body that is neither JSON nor a file upload', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': 'text/plain' },
      payload: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/import with a file', () => {
  it('reads a JSON Resume file and our own resume JSON', async () => {
    const jsonResume = await upload('resume.json', 'application/json', Buffer.from(JSON.stringify(sample)));
    expect(jsonResume.statusCode, jsonResume.body).toBe(200);
    expect(jsonResume.json().resume.contactInfo.city).toBe('San Francisco');
    const ours = { personalDetails: { firstName: 'Grace' }, template: 'modern' };
    const own = await upload('mine.json', 'application/octet-stream', Buffer.from(JSON.stringify(ours)));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ resume: { personalDetails: { firstName: 'Grace' } }, warnings: [] });
  });

  it('reads every section of a LinkedIn data export', async () => {
    const response = await upload('Basic_LinkedInDataExport.zip', 'application/zip', linkedInZip());
    expect(response.statusCode, response.body).toBe(200);
    const { resume } = response.json();
    expect(resume.personalDetails).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst, Engines & Programs',
    });
    expect(resume.contactInfo).toMatchObject({
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      website: 'ada.example.com',
      city: 'London, England, United Kingdom',
      address: '12 St James’s Square, London',
    });
    expect(resume.summary.content).toBe(
      '<p>I write programs for engines that do not exist yet.</p><p>I like “poetical science”.</p>',
    );
    expect(resume.experience).toMatchObject([
      {
        company: 'Analytical Engines Ltd',
        jobTitle: 'Lead Analyst',
        location: 'London',
        startDate: '1842-01',
        endDate: '',
        current: true,
        description:
          '<p>Designed the first published algorithm.</p><ul><li>Wrote Note G, computing Bernoulli numbers</li>' +
          '<li>Translated and annotated Menabrea’s paper, adding &quot;Notes&quot; three times its length</li></ul>',
      },
      { company: 'Difference Engine Co', startDate: '1835-06', endDate: '1841-12', current: false },
    ]);
    expect(resume.education).toMatchObject([
      {
        institution: 'University of London',
        degree: 'Mathematics, private tutoring',
        startDate: '1830',
        endDate: '1834',
      },
    ]);
    expect(resume.skills.map((skill: { name: string }) => skill.name)).toEqual([
      'Mathematics',
      'Algorithms',
      'Technical Writing, Translation',
    ]);
    const sections = Object.fromEntries(
      resume.additionalSections.map((section: { type: string; items: unknown[] }) => [
        section.type,
        section.items,
      ]),
    );
    expect(sections.certifications).toMatchObject([
      {
        title: 'Certified Engine Programmer',
        company: 'Royal Society',
        date: '1843-03',
        credentialId: 'RS-1843-7',
      },
    ]);
    expect(sections.projects).toMatchObject([
      { title: 'Note G', startDate: '1842-07', endDate: '1843-09', link: 'https://example.com/note-g' },
    ]);
    expect(sections.projects[0].description).toContain('<li>Computes Bernoulli numbers</li>');
    expect(sections.courses).toMatchObject([{ title: 'MA101 - Calculus' }]);
    expect(sections.languages).toMatchObject([
      { title: 'English', proficiency: 'Native or bilingual proficiency' },
      { title: 'French', proficiency: 'Professional working proficiency' },
    ]);
    expect(sections.links).toMatchObject([{ link: 'github.com/ada' }]);
  });

  it("is a 400 for a ZIP without LinkedIn's files, a damaged ZIP, and a .zip that is not one", async () => {
    const other = await upload('photos.zip', 'application/zip', zipSync({ 'a.txt': strToU8('hello') }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/none of LinkedIn's export files/);
    const damaged = Buffer.from(linkedInZip());
    damaged.fill(0x55, 40, damaged.length - 200);
    const broken = await upload('export.zip', 'application/zip', damaged);
    expect(broken.statusCode, broken.body).toBe(400);
    const fake = await upload('export.zip', 'application/zip', Buffer.from('not a zip at all'));
    expect(fake.json()).toMatchObject({ error: 'This file is not a ZIP archive' });
    expect(fake.statusCode).toBe(400);
  });

  it('refuses ZIP bombs: by declared size, by actual size behind a lying header, and by entry count', async () => {
    const huge = new Uint8Array(60 * 1024 * 1024).fill(0x61);
    const declared = await upload(
      'export.zip',
      'application/zip',
      zipSync({ 'Profile.csv': huge }, { level: 9 }),
    );
    expect(declared.statusCode).toBe(400);
    expect(declared.json().error).toMatch(/unpacks to more than we accept/);

    const lying = Buffer.from(zipSync({ 'Profile.csv': huge }, { level: 9 }));
    // The uncompressed size in the local header (offset 22) and the central directory entry (offset 24).
    lying.writeUInt32LE(100, 22);
    lying.writeUInt32LE(100, lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const actual = await upload('export.zip', 'application/zip', lying);
    expect(actual.statusCode).toBe(400);
    expect(actual.json().error).toMatch(/unpacks to more than we accept|damaged/);

    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2500; i++) many[`f${i}.txt`] = new Uint8Array(0);
    const crowded = await upload(
      'export.zip',
      'application/zip',
      zipSync({ ...many, 'Profile.csv': strToU8('First Name\nAda\n') }),
    );
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().error).toMatch(/too many files/);
  });

  it('is a 400 for a .json file that is not JSON', async () => {
    const response = await upload('resume.json', 'application/json', Buffer.from('{"basics": '));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This file is not valid JSON');
  });

  it('is a 415 for other types, and a 400 for a .pdf that is not a PDF or a .docx that is not a ZIP', async () => {
    const text = await upload('cv.txt', 'text/plain', Buffer.from('Ada'));
    expect(text.statusCode).toBe(415);
    const fakePdf = await upload('cv.pdf', 'application/pdf', Buffer.from('hello'));
    expect(fakePdf.statusCode).toBe(400);
    const fakeDocx = await upload('cv.docx', 'application/octet-stream', Buffer.from('hello'));
    expect(fakeDocx.statusCode).toBe(400);
    expect(fakeDocx.json().error).toBe('This file is not a Word document');
  });

  it('is a 413 for a file over 10 MB and a 400 for a form without the file field', async () => {
    const big = await upload(
      'big.json',
      'application/json',
      new Uint8Array(10 * 1024 * 1024 + 10).fill(0x20),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The file is larger than 10 MB');
    const wrongField = await testApp.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart('a.json', 'application/json', Buffer.from('{}'), 'other'),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('POST /api/import rate limit', () => {
  it('answers 429 past the AI calls limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '2' } });
    try {
      const call = () =>
        limited.app.inject({ method: 'POST', url: '/api/import', payload: { jsonResume: sample } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
