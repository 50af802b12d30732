import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { csvUploads, TRACKER_CSV } from '../../../../tests/support/job-csv-uploads';
import {
  JOB_CSV_EMPTY,
  JOB_CSV_MAX_BYTES,
  JOB_CSV_MAX_ROWS,
  JOB_CSV_NOT_TEXT,
  JOB_CSV_TOO_LARGE,
  JOB_CSV_TOO_MANY_ROWS,
} from '../../../domain/job-csv-api';

/** POST /api/jobs/import (issue 35 item 5): the preview of an uploaded CSV, and what it refuses. */

let testApp: TestApp;
let owner: SignedInUser;
let preview: ReturnType<typeof csvUploads>['preview'];
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  ({ preview } = csvUploads(testApp));
});
afterAll(() => testApp.close());

describe('POST /api/jobs/import (preview)', () => {
  it('answers the columns, the suggested mapping and sample rows, and saves nothing', async () => {
    const user = await signedInUser(testApp);
    const response = await preview(user, TRACKER_CSV);
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
    expect((await preview(null, TRACKER_CSV)).statusCode).toBe(401);
  });
});
