import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../../tests/support/draft-test-helpers';
import { JOB_LINK_INVALID } from '../../../domain/jobs-api';
import { jobs } from '../../db/schema';
import { createJobFromLink } from './create-job-from-link';
import { PUBLIC_ONLY } from './fetch-page';
import { isPublicAddress } from './public-address';

let testApp: TestApp;
let user: SignedInUser;
let board: Server;
let boardUrl = '';

beforeAll(async () => {
  testApp = await createTestApp();
  user = await signedInUser(testApp);
  const html = readFileSync(path.resolve('tests/fixtures/job-pages/greenhouse.html'), 'utf8');
  board = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(html),
  );
  await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
  boardUrl = `http://127.0.0.1:${(board.address() as AddressInfo).port}/jobs/42`;
});
afterAll(async () => {
  board.close();
  await testApp.close();
});

const savedJobs = () => testApp.database.db.select().from(jobs).where(eq(jobs.userId, user.id));

describe('POST /api/jobs/from-link', () => {
  it('asks for a sign-in first', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobs/from-link',
      payload: { url: boardUrl },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a missing address with the field message, and an address off the public internet with its code', async () => {
    const post = requestAs(testApp, user);
    const missing = await post('POST', '/api/jobs/from-link', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ url: JOB_LINK_INVALID });

    // The test's own page is on loopback: the route, which lets only public addresses through, refuses it.
    const local = await post('POST', '/api/jobs/from-link', { url: boardUrl });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toMatchObject({ success: false, code: 'not_public' });
    expect(local.json().error).toMatch(/Paste the job's text instead/);

    const ftp = await post('POST', '/api/jobs/from-link', { url: 'ftp://jobs.example.com/1' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().code).toBe('invalid_url');
    expect(await savedJobs()).toHaveLength(0);
  });

  it('saves the posting a board publishes, with its link', async () => {
    // The same service the route calls, with the test's board let through as if it were public.
    const job = await createJobFromLink(testApp.database.db, user.id, boardUrl, {
      ...PUBLIC_ONLY,
      isAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });
    expect(job).toMatchObject({
      title: 'Litigation Paralegal',
      company: 'Harlow Brandt & Reyes LLP',
      location: 'Sacramento, CA, US',
      link: boardUrl,
      status: 'saved',
    });
    expect(job.description).toContain('E-file in PACER and CM/ECF');
    expect(await savedJobs()).toHaveLength(1);
  });
});
