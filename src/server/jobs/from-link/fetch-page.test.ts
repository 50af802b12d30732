import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchPolicy, fetchPage, LinkError, PUBLIC_ONLY } from './fetch-page';
import { isPublicAddress } from './public-address';
import { readPosting } from './read-posting';

const PAGES = path.resolve('tests/fixtures/job-pages');
const page = (name: string) => readFileSync(path.join(PAGES, `${name}.html`), 'utf8');

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const route = request.url ?? '/';
    const redirect = /^\/redirect\?to=(.*)$/.exec(route);
    if (redirect) {
      response.writeHead(302, { location: decodeURIComponent(redirect[1] as string) }).end();
    } else if (route === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (route === '/private') response.writeHead(401).end();
    else if (route === '/gone') response.writeHead(404).end();
    else if (route === '/file')
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    else if (route === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<p>${'x'.repeat(3 * 1024 * 1024)}</p>`);
    } else if (route === '/slow') response.writeHead(200, { 'content-type': 'text/html' }).write('<p>');
    else if (request.headers.cookie || request.headers.authorization) response.writeHead(400).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(route.slice(1)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The test's own server stands in for a public job board: its address alone is let through. */
const BOARD: FetchPolicy = {
  ...PUBLIC_ONLY,
  isAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
};

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LinkError) return error.code;
    throw error;
  }
  return 'read';
};

describe('reading a posting from its link', () => {
  it('reads Greenhouse-, Lever-, Ashby- and Workable-shaped JSON-LD postings', async () => {
    const greenhouse = readPosting((await fetchPage(`${base}/greenhouse`, BOARD)).html);
    expect(greenhouse).toMatchObject({
      title: 'Litigation Paralegal',
      company: 'Harlow Brandt & Reyes LLP',
      location: 'Sacramento, CA, US',
    });
    expect(greenhouse?.description).toContain('- Manage e-discovery in Relativity');
    expect(greenhouse?.description).toContain('Pay: USD 78,000 - 95,000 a year');
    expect(greenhouse?.description).not.toMatch(/<|&lt;/);

    const lever = readPosting((await fetchPage(`${base}/lever`, BOARD)).html);
    expect(lever).toMatchObject({
      title: 'Senior Data Engineer',
      company: 'Northwind Cloud',
      location: 'Remote',
    });
    expect(lever?.description).toContain('- Model data in dbt');

    const ashby = readPosting((await fetchPage(`${base}/ashby`, BOARD)).html);
    expect(ashby).toMatchObject({
      title: 'Registered Dental Assistant',
      company: 'Bright Smiles Dental',
      location: 'Denver, CO; Boulder, CO',
    });

    const workable = readPosting((await fetchPage(`${base}/workable`, BOARD)).html);
    expect(workable).toMatchObject({
      title: 'HVAC Installer',
      company: 'Summit Air',
      location: 'Fort Collins, CO',
    });
    expect(workable?.description).toContain('Pay: USD 32 an hour');
  });

  it('reads a plain page by its title and main text, leaving out navigation, footer and scripts', async () => {
    const plain = readPosting((await fetchPage(`${base}/plain`, BOARD)).html);
    expect(plain).toMatchObject({ title: 'Performance Marketing Manager', company: 'Olive & Oak' });
    expect(plain?.description).toContain('- Build reporting in Looker Studio');
    expect(plain?.description).not.toMatch(/Home · Shop|window\.track|©/);
    expect(readPosting((await fetchPage(`${base}/sign-in`, BOARD)).html)).toBeUndefined();
  });

  it('says why a page cannot be read', async () => {
    expect(await failure(fetchPage(`${base}/private`, BOARD))).toBe('needs_sign_in');
    expect(await failure(fetchPage(`${base}/gone`, BOARD))).toBe('not_found');
    expect(await failure(fetchPage(`${base}/file`, BOARD))).toBe('not_html');
    expect(await failure(fetchPage(`${base}/big`, BOARD))).toBe('too_large');
    expect(await failure(fetchPage(`${base}/slow`, { ...BOARD, timeoutMs: 300 }))).toBe('timeout');
    expect(await failure(fetchPage(`${base}/loop`, BOARD))).toBe('too_many_redirects');
    expect(await failure(fetchPage('ftp://example.com/job', BOARD))).toBe('invalid_url');
    expect(await failure(fetchPage('https://user:secret@example.com/job', BOARD))).toBe('invalid_url');
  });

  it.each([
    // 127.0.0.1 itself is this test's stand-in board; its neighbours are loopback all the same.
    'http://127.0.0.2/',
    'http://[::1]/',
    'http://10.0.0.8/',
    'http://172.16.4.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('refuses %s, and a redirect to it', async (target) => {
    expect(await failure(fetchPage(target, PUBLIC_ONLY))).toBe('not_public');
    expect(await failure(fetchPage(`${base}/redirect?to=${encodeURIComponent(target)}`, BOARD))).toBe(
      'not_public',
    );
  });

  it('refuses a host name that resolves to a private address, and the loopback address itself', async () => {
    const port = new URL(base).port;
    expect(await failure(fetchPage(`${base}/greenhouse`, PUBLIC_ONLY))).toBe('not_public');
    expect(await failure(fetchPage(`http://localhost:${port}/greenhouse`, PUBLIC_ONLY))).toBe('not_public');
  });

  it('knows public from private addresses', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700::1111'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::',
      'nonsense',
    ])
      expect(isPublicAddress(address)).toBe(false);
  });
});
