import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { BOUNDARY, csvUploads, multipartBody, TRACKER_CSV } from '../../../../tests/support/job-csv-uploads';
import {
  JOB_CSV_MAPPING_LENGTH,
  JOB_CSV_TITLE_UNMAPPED,
  SKIP_DUPLICATE_EXISTING,
  SKIP_MISSING_TITLE,
  skipDuplicateInFile,
} from '../../../domain/job-csv-api';
import { JOB_CSV_IMPORTS_PER_HOUR } from './job-csv-routes';

/** POST /api/jobs/import/commit (issue 35 item 5): jobs created through a mapping, never overwriting. */

let testApp: TestApp;
let other: SignedInUser;
let commit: ReturnType<typeof csvUploads>['commit'];
let upload: ReturnType<typeof csvUploads>['upload'];
beforeAll(async () => {
  testApp = await createTestApp();
  other = await signedInUser(testApp);
  ({ commit, upload } = csvUploads(testApp));
});
afterAll(() => testApp.close());

describe('POST /api/jobs/import/commit', () => {
  const MAPPING = ['title', 'company', 'location', 'link', 'status', 'dateApplied', 'notes', 'ignore'];

  it('creates the rows it can, skips the others with their row and reason, and never overwrites', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const kept = await as('POST', '/api/jobs', { title: 'Engineer', company: 'globex', notes: 'mine' });
    // Another user's identical job is not a duplicate: duplicates are looked for among the user's own jobs.
    await requestAs(testApp, other)('POST', '/api/jobs', { title: 'Designer', company: 'Initech' });
    const response = await commit(user, TRACKER_CSV, MAPPING);
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
    const short = await commit(user, TRACKER_CSV, ['title']);
    expect([short.statusCode, short.json().error]).toEqual([400, JOB_CSV_MAPPING_LENGTH]);
    const noTitle = await commit(
      user,
      TRACKER_CSV,
      MAPPING.map((f) => (f === 'title' ? 'ignore' : f)),
    );
    expect([noTitle.statusCode, noTitle.json().error]).toEqual([400, JOB_CSV_TITLE_UNMAPPED]);
    const twice = await commit(
      user,
      TRACKER_CSV,
      MAPPING.map((f) => (f === 'location' ? 'title' : f)),
    );
    expect(twice.statusCode).toBe(400);
    for (const bad of ['not json', '{"a":1}', '["salary"]', undefined]) {
      const response =
        bad === undefined
          ? await upload(user, '/api/jobs/import/commit', TRACKER_CSV)
          : await commit(user, TRACKER_CSV, bad);
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
