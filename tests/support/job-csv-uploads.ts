import type { TestApp } from '../setup/test-app';
import type { SignedInUser } from './draft-test-helpers';

/** Multipart uploads of a CSV (and its mapping) to the job import routes, as a browser's FormData sends them. */

export const BOUNDARY = '----resumable-job-csv-test';

export function multipartBody(file: string | Buffer, mapping?: unknown): Buffer {
  const parts = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="jobs.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
    Buffer.from('\r\n'),
  ];
  if (mapping !== undefined) {
    const text = typeof mapping === 'string' ? mapping : JSON.stringify(mapping);
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${text}\r\n`),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** upload (any route), preview (POST /api/jobs/import) and commit (POST /api/jobs/import/commit) as a user. */
export function csvUploads(testApp: TestApp) {
  const upload = (user: SignedInUser | null, url: string, file: string | Buffer, mapping?: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(user ? { cookie: user.cookie } : {}),
      },
      payload: multipartBody(file, mapping),
    });
  return {
    upload,
    preview: (user: SignedInUser | null, file: string | Buffer) => upload(user, '/api/jobs/import', file),
    commit: (user: SignedInUser | null, file: string | Buffer, mapping: unknown) =>
      upload(user, '/api/jobs/import/commit', file, mapping),
  };
}

/** A tracker's export: a quoted newline, a duplicate of a saved job, a row without title, an in-file
 * duplicate (other case and spaces), and a row with an unknown status, a bad link and an ambiguous date. */
export const TRACKER_CSV = [
  'Position,Company,Location,URL,Stage,Date Applied,Notes,Salary',
  'Data Analyst,Acme,"Paris, France",https://acme.example/jobs/1,Applied,2026-10-02,"Great team,\nremote ok",60k',
  'Engineer,Globex,,,Interviewing,,,',
  ',Nameless Inc,,,Bookmarked,,,',
  'Data Analyst,ACME ,,,Applied,,,',
  'Designer,Initech,,not a link,Ghosted,03/04/2026,,',
].join('\r\n');
