import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { handPdf } from '../../../tests/support/hand-pdf';
import { getSampleResume } from '../../domain/sample-resumes';
import { buildResumeDocx } from '../documents/docx/build-docx';
import { Typesetter } from '../documents/render/typesetter';

/** POST /api/import with PDF and Word files: read into a resume, or a 400 that says what is wrong with the file. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const BOUNDARY = '----resumable-import-documents';

function upload(filename: string, mimetype: string, data: Uint8Array) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`,
      ),
      Buffer.from(data),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const sample = getSampleResume('02')?.resume;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ENCRYPT =
  `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> ` +
  `/ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;

describe('POST /api/import with a PDF or a Word document', () => {
  it('reads our own PDF into the resume, with the jobs, the school and the contacts', async () => {
    if (!sample) throw new Error('sample 02 missing');
    const response = await upload('Priya.pdf', 'application/pdf', new Typesetter().renderPdf(sample));
    expect(response.statusCode).toBe(200);
    const { resume, uncertain } = response.json();
    expect(resume.personalDetails).toMatchObject({ firstName: 'Priya', lastName: 'Sandoval' });
    expect(resume.contactInfo.email).toBe(sample.contactInfo.email);
    expect(resume.experience.map((job: { company: string }) => job.company)).toEqual(
      sample.experience.map((job) => job.company),
    );
    expect(resume.education[0].institution).toBe(sample.education[0]?.institution);
    expect(Array.isArray(uncertain)).toBe(true);
  });

  it('reads a Word document, also one uploaded with a generic type or as .zip', async () => {
    if (!sample) throw new Error('sample 02 missing');
    const docx = await buildResumeDocx(sample);
    for (const [name, type] of [
      ['Priya.docx', DOCX_TYPE],
      ['Priya.docx', 'application/octet-stream'],
      ['Priya.zip', 'application/zip'],
    ] as const) {
      const response = await upload(name, type, docx);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().resume.experience[0].jobTitle).toBe(sample.experience[0]?.jobTitle);
    }
  });

  it('sniffs a PDF sent without a name or type it would be known by', async () => {
    const pdf = handPdf([
      [
        { x: 50, y: 60, text: 'Jane Doe', size: 20 },
        { x: 50, y: 90, text: 'jane@example.org' },
      ],
    ]);
    const response = await upload('upload', 'application/octet-stream', pdf);
    expect(response.statusCode).toBe(200);
    expect(response.json().resume.contactInfo.email).toBe('jane@example.org');
  });

  it('is a 400 with a clear message for an encrypted, a scanned, a damaged or a too long PDF', async () => {
    const text = [{ x: 50, y: 60, text: 'Jane Doe, data analyst in Denver' }];
    const cases = [
      [handPdf([text], { trailer: ENCRYPT }), /password-protected/],
      [handPdf([[]], { rawContent: ['0 0 1 rg 10 10 500 700 re f'] }), /no text we can read/],
      [new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntrailer <<>>\n%%EOF')), /damaged/],
      [handPdf(Array.from({ length: 11 }, () => text)), /11 pages/],
    ] as const;
    for (const [pdf, message] of cases) {
      const response = await upload('cv.pdf', 'application/pdf', pdf);
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('is a 400 for a Word file without a document, one without text, and one that unpacks too far', async () => {
    const noDocument = await upload('cv.docx', DOCX_TYPE, zipSync({ 'word/other.xml': strToU8('<w/>') }));
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json().error).toBe('This file is not a Word document');
    const empty = await upload(
      'cv.docx',
      DOCX_TYPE,
      zipSync({ 'word/document.xml': strToU8('<w:document><w:body><w:p/></w:body></w:document>') }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/no text/);
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(31 * 1024 * 1024) }, { level: 9 });
    const tooBig = await upload('cv.docx', DOCX_TYPE, bomb);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/unpacks to more than we accept/);
  });

  it('never answers a 5xx for a cut-off PDF, random bytes behind a PDF header, or broken Word XML', async () => {
    if (!sample) throw new Error('sample 02 missing');
    const pdf = new Typesetter().renderPdf(sample);
    const random = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    const files: [string, string, Uint8Array][] = [
      ['half.pdf', 'application/pdf', pdf.slice(0, Math.floor(pdf.length / 2))],
      ['noise.pdf', 'application/pdf', new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...random])],
      [
        'broken.docx',
        DOCX_TYPE,
        zipSync({ 'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>Ada Lovelace, eng') }),
      ],
    ];
    for (const [name, type, data] of files) {
      const response = await upload(name, type, data);
      expect(response.statusCode, name).toBeLessThan(500);
      if (response.statusCode !== 200) expect(response.json().error, name).toMatch(/PDF|Word|text/);
    }
  });
});
