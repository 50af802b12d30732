import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { csvUploads } from '../../../../tests/support/job-csv-uploads';
import { SKIP_DUPLICATE_EXISTING } from '../../../domain/job-csv-api';

/** GET /api/jobs/export.csv (issue 35 item 5): every job of the user, Excel-ready and injection-safe. */

let testApp: TestApp;
let other: SignedInUser;
let preview: ReturnType<typeof csvUploads>['preview'];
let commit: ReturnType<typeof csvUploads>['commit'];
beforeAll(async () => {
  testApp = await createTestApp();
  other = await signedInUser(testApp);
  ({ preview, commit } = csvUploads(testApp));
});
afterAll(() => testApp.close());

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
