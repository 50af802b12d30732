import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import {
  JOB_CSV_EMPTY,
  JOB_CSV_MAPPING_LENGTH,
  JOB_CSV_MAX_BYTES,
  JOB_CSV_MAX_ROWS,
  JOB_CSV_NOT_TEXT,
  JOB_CSV_TITLE_UNMAPPED,
  JOB_CSV_TOO_LARGE,
  JOB_CSV_TOO_MANY_ROWS,
  SKIP_DUPLICATE_EXISTING,
  SKIP_MISSING_TITLE,
  skipDuplicateInFile,
} from '../../../domain/job-csv-api';
import { JOB_CSV_IMPORTS_PER_HOUR } from './job-csv-routes';

/** Jobs as CSV (issue 35 item 5): the export, the import's preview and its commit. */

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

const BOUNDARY = '----resumable-job-csv-test';

function multipartBody(file: string | Buffer, mapping?: unknown) {
  const parts = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="jobs.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
    Buffer.from('\r\n'),
  ];
  if (mapping !== undefined)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${typeof mapping === 'string' ? mapping : JSON.stringify(mapping)}\r\n`,
      ),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function upload(user: SignedInUser | null, url: string, file: string | Buffer, mapping?: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: multipartBody(file, mapping),
  });
}

const preview = (user: SignedInUser | null, file: string | Buffer) => upload(user, '/api/jobs/import', file);
const commit = (user: SignedInUser | null, file: string | Buffer, mapping: unknown) =>
  upload(user, '/api/jobs/import/commit', file, mapping);

async function exportAs(user: SignedInUser) {
  const response = await requestAs(testApp, user)('GET', '/api/jobs/export.csv');
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('GET /api/jobs/export.csv', () => {
  it('answers every job of the user only, quoted, with a BOM, CRLF and formula cells guarded', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const created = await as('POST', '/api/jobs', {
      title: 'Ingénieure, "senior"',
      company: '=HYPERLINK("http://evil.example")',
      location: 'Zürich',
      link: 'https://jobs.example.com/1',
      notes: 'Line one\nline two',
      nextStep: '+call back',
      contacts: [{ name: 'Ada Byron', role: 'Recruiter', email: 'ada@example.com' }, { name: '@Bob' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await as('PUT', `/api/jobs/${created.json().job.id}`, { status: 'applied', archiveReason: 'filled' });
    await requestAs(testApp, other)('POST', '/api/jobs', { title: 'Not yours', company: 'Elsewhere' });

    const response = await exportAs(user);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="resumable-jobs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain('\r\n');
    expect(response.body).toContain('"Ingénieure, ""senior"""');
    const [header, row, ...rest] = parse(response.body, { bom: true }) as string[][];
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Job Title',
      'Company',
      'Location',
      'URL',
      'Status',
      'Date Applied',
      'Saved On',
      'Last Changed',
      'Next Step',
      'Next Step Date',
      'Contacts',
      'Archived On',
      'Archive Reason',
      'Notes',
    ]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('Job Title')).toBe('Ingénieure, "senior"');
    expect(cell('Company')).toBe('\'=HYPERLINK("http://evil.example")');
    expect(cell('Next Step')).toBe("'+call back");
    expect(cell('Contacts')).toBe('Ada Byron (Recruiter) <ada@example.com>; @Bob');
    expect(cell('Notes')).toBe('Line one\nline two');
    expect(cell('Status')).toBe('Applied');
    expect(cell('Date Applied')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cell('Archive Reason')).toBe('The position was filled');
    expect(response.body).not.toContain('Not yours');
  });

  it('asks a guest to sign in', async () => {
    const response = await requestAs(testApp, null)('GET', '/api/jobs/export.csv');
    expect(response.statusCode).toBe(401);
  });

  it('imports back what it exported as duplicates, and into another account as the same jobs', async () => {
    const user = await signedInUser(testApp);
    await requestAs(testApp, user)('POST', '/api/jobs', {
      title: 'Nurse',
      company: '-Minus Care',
      status: 'interviewing',
      link: 'https://jobs.example.com/nurse',
    });
    const csv = (await exportAs(user)).rawPayload;
    const shown = await preview(user, csv);
    expect(shown.statusCode, shown.body).toBe(200);
    const mapping = shown.json().columns.map((column: { suggested: string }) => column.suggested);
    const again = await commit(user, csv, mapping);
    expect(again.json()).toMatchObject({
      created: [],
      skipped: [{ row: 2, code: 'duplicate', reason: SKIP_DUPLICATE_EXISTING }],
    });

    const fresh = await signedInUser(testApp);
    const copied = await commit(fresh, csv, mapping);
    expect(copied.statusCode, copied.body).toBe(201);
    const [job] = (await requestAs(testApp, fresh)('GET', '/api/jobs')).json().jobs;
    expect(job).toMatchObject({ title: 'Nurse', company: '-Minus Care', status: 'interviewing' });
  });
});

const TEAL = [
  'Position,Company,Location,URL,Stage,Date Applied,Notes,Salary',
  'Data Analyst,Acme,"Paris, France",https://acme.example/jobs/1,Applied,2026-10-02,"Great team,\nremote ok",60k',
  'Engineer,Globex,,,Interviewing,,,',
  ',Nameless Inc,,,Bookmarked,,,',
  'Data Analyst,ACME ,,,Applied,,,',
  'Designer,Initech,,not a link,Ghosted,03/04/2026,,',
].join('\r\n');

describe('POST /api/jobs/import (preview)', () => {
  it('answers the columns, the suggested mapping and sample rows, and saves nothing', async () => {
    const user = await signedInUser(testApp);
    const response = await preview(user, TEAL);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.delimiter).toBe(',');
    expect(body.rowCount).toBe(5);
    expect(body.columns.map((c: { suggested: string }) => c.suggested)).toEqual([
      'title',
      'company',
      'location',
      'link',
      'status',
      'dateApplied',
      'notes',
      'ignore',
    ]);
    expect(body.columns[2]).toMatchObject({ header: 'Location', samples: ['Paris, France'] });
    expect(body.sampleRows[0][6]).toBe('Great team,\nremote ok');
    expect((await requestAs(testApp, user)('GET', '/api/jobs')).json().jobs).toEqual([]);
  });

  it('reads semicolons, tabs, a BOM, Windows-1252 accents and UTF-16', async () => {
    const semicolon = await preview(owner, '\uFEFFJob Title;Employer;Notes\r\nChef;Bistro;"a; b"\r\n');
    expect(semicolon.json()).toMatchObject({
      delimiter: ';',
      columns: [{ header: 'Job Title', suggested: 'title' }, { suggested: 'company' }, { samples: ['a; b'] }],
    });
    const tab = await preview(owner, 'Role\tCompany Name\nBaker\tBakery, Ltd\n');
    expect(tab.json()).toMatchObject({
      delimiter: '\t',
      columns: [{ suggested: 'title' }, { samples: ['Bakery, Ltd'] }],
    });
    const latin1 = Buffer.from([
      ...Buffer.from('Title,Company\nCaf'),
      0xe9,
      ...Buffer.from(',Cr'),
      0xe8,
      ...Buffer.from('me\n'),
    ]);
    expect((await preview(owner, latin1)).json().sampleRows).toEqual([['Café', 'Crème']]);
    // Excel's "Unicode text": UTF-16 with its byte order mark, tab-separated.
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Title\tCompany\nBäcker\tBäckerei\n', 'utf16le'),
    ]);
    expect((await preview(owner, utf16)).json()).toMatchObject({
      delimiter: '\t',
      sampleRows: [['Bäcker', 'Bäckerei']],
    });
  });

  it('says what is wrong with a file it cannot read: 400, and 413 when too large', async () => {
    const unclosed = await preview(owner, 'Title,Company\n"Chef,Bistro\n');
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().error).toBe(
      'The file could not be read as CSV (near line 2): a quoted cell is never closed',
    );
    expect((await preview(owner, 'Title,Company\n')).json()).toEqual({
      success: false,
      error: JOB_CSV_EMPTY,
      code: expect.any(String),
    });
    const binary = await preview(owner, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect([binary.statusCode, binary.json().error]).toEqual([400, JOB_CSV_NOT_TEXT]);
    const big = await preview(owner, `Title,Company\n${'x'.repeat(JOB_CSV_MAX_BYTES)}\n`);
    expect([big.statusCode, big.json().error]).toEqual([413, JOB_CSV_TOO_LARGE]);
    const rows = `Title,Company\n${'a,b\n'.repeat(JOB_CSV_MAX_ROWS + 1)}`;
    const many = await preview(owner, rows);
    expect([many.statusCode, many.json().error]).toEqual([413, JOB_CSV_TOO_MANY_ROWS]);
    const noFile = await requestAs(testApp, owner)('POST', '/api/jobs/import', { file: 'x' });
    expect(noFile.statusCode).toBe(400);
  });

  it('asks a guest to sign in', async () => {
    expect((await preview(null, TEAL)).statusCode).toBe(401);
  });
});

describe('POST /api/jobs/import/commit', () => {
  const MAPPING = ['title', 'company', 'location', 'link', 'status', 'dateApplied', 'notes', 'ignore'];

  it('creates the rows it can, skips the others with their row and reason, and never overwrites', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const kept = await as('POST', '/api/jobs', { title: 'Engineer', company: 'globex', notes: 'mine' });
    // Another user's identical job is not a duplicate: duplicates are looked for among the user's own jobs.
    await requestAs(testApp, other)('POST', '/api/jobs', { title: 'Designer', company: 'Initech' });
    const response = await commit(user, TEAL, MAPPING);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json();
    expect(report.created.map((c: { row: number; title: string }) => [c.row, c.title])).toEqual([
      [2, 'Data Analyst'],
      [6, 'Designer'],
    ]);
    expect(report.skipped).toEqual([
      { row: 3, code: 'duplicate', reason: SKIP_DUPLICATE_EXISTING },
      { row: 4, code: 'missing_title', reason: SKIP_MISSING_TITLE },
      { row: 5, code: 'duplicate_in_file', reason: skipDuplicateInFile(2), sameAsRow: 2 },
    ]);
    expect(report.warnings).toEqual([
      {
        row: 6,
        code: 'unknown_status',
        value: 'Ghosted',
        message: expect.stringContaining('Status "Ghosted" is not one of ours'),
      },
      {
        row: 6,
        code: 'link_left_out',
        value: 'not a link',
        message: expect.stringContaining('Link "not a link"'),
      },
      {
        row: 6,
        code: 'date_applied_left_out',
        value: '03/04/2026',
        message: expect.stringContaining('Date applied "03/04/2026"'),
      },
    ]);
    const list = (await as('GET', '/api/jobs')).json().jobs as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list.find((job) => job.id === kept.json().job.id)).toMatchObject({
      notes: 'mine',
      status: 'saved',
    });
    expect(list.find((job) => job.title === 'Data Analyst')).toMatchObject({
      company: 'Acme',
      location: 'Paris, France',
      link: 'https://acme.example/jobs/1',
      status: 'applied',
      notes: 'Great team,\nremote ok',
      statusHistory: [{ status: 'applied', at: '2026-10-02T00:00:00.000Z' }],
    });
    expect(list.find((job) => job.title === 'Designer')).toMatchObject({ status: 'saved', link: null });
    // Another user's account is untouched, and their identical job is no duplicate of this one's.
    expect(
      (await requestAs(testApp, other)('GET', '/api/jobs'))
        .json()
        .jobs.map((j: { title: string }) => j.title),
    ).not.toContain('Data Analyst');
  });

  it('refuses a mapping that does not fit, creating nothing', async () => {
    const user = await signedInUser(testApp);
    const short = await commit(user, TEAL, ['title']);
    expect([short.statusCode, short.json().error]).toEqual([400, JOB_CSV_MAPPING_LENGTH]);
    const noTitle = await commit(
      user,
      TEAL,
      MAPPING.map((f) => (f === 'title' ? 'ignore' : f)),
    );
    expect([noTitle.statusCode, noTitle.json().error]).toEqual([400, JOB_CSV_TITLE_UNMAPPED]);
    const twice = await commit(
      user,
      TEAL,
      MAPPING.map((f) => (f === 'location' ? 'title' : f)),
    );
    expect(twice.statusCode).toBe(400);
    for (const bad of ['not json', '{"a":1}', '["salary"]', undefined]) {
      const response =
        bad === undefined
          ? await upload(user, '/api/jobs/import/commit', TEAL)
          : await commit(user, TEAL, bad);
      expect(response.statusCode, String(bad)).toBe(400);
    }
    expect((await requestAs(testApp, user)('GET', '/api/jobs')).json().jobs).toEqual([]);
  });

  it('reads status names of other trackers without case', async () => {
    const user = await signedInUser(testApp);
    const csv =
      'Title,Company,Status\nA,X,WISHLIST\nB,X,phone screen\nC,X,Not Selected\nD,X,i withdrew\nE,X,Negotiating\n';
    const response = await commit(user, csv, ['title', 'company', 'status']);
    expect(response.json().warnings).toEqual([]);
    const jobs = (await requestAs(testApp, user)('GET', '/api/jobs')).json().jobs as {
      title: string;
      status: string;
    }[];
    expect(Object.fromEntries(jobs.map((job) => [job.title, job.status]))).toEqual({
      A: 'saved',
      B: 'interviewing',
      C: 'rejected',
      D: 'withdrawn',
      E: 'offer',
    });
  });

  it('limits imports per account: 429 with Retry-After past the hourly number, other accounts unaffected', async () => {
    const user = await signedInUser(testApp);
    const csv = 'Title,Company\nBaker,Bakery\n';
    for (let i = 0; i < JOB_CSV_IMPORTS_PER_HOUR; i += 1)
      expect((await commit(user, csv, ['title', 'company'])).statusCode).toBe(201);
    const refused = await commit(user, csv, ['title', 'company']);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await commit(await signedInUser(testApp), csv, ['title', 'company'])).statusCode).toBe(201);
  });

  it('answers a broken or odd upload with a 4xx, never a 500', async () => {
    const user = await signedInUser(testApp);
    const send = (contentType: string, payload: string | Buffer) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/jobs/import/commit',
        headers: { 'content-type': contentType, cookie: user.cookie },
        payload,
      });
    const twoFiles = Buffer.concat([
      multipartBody('Title,Company\nA,B\n').subarray(0, -(BOUNDARY.length + 6)),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      ),
    ]);
    const answers = [
      await send('multipart/form-data', 'no boundary'),
      await send(`multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'),
      await send(`multipart/form-data; boundary=${BOUNDARY}`, twoFiles),
      await send('text/csv', 'Title,Company\nA,B\n'),
      await commit(user, 'Title,Company\nA,B\n', '["title","company"'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    expect((await requestAs(testApp, user)('GET', '/api/jobs')).json().jobs).toEqual([]);
  });
});
