import { expect, test } from './fixtures';

/** What a crawler reads: the raw HTML, before any script runs. */
test.describe('prerendered pages', () => {
  test('/ carries its title, description, canonical URL, cards, JSON-LD and content in the HTML itself', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Resumable: build an ATS-friendly resume in minutes</title>');
    expect(html).toMatch(/<meta name="description" content="Build a professional, ATS-friendly resume[^"]+"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toMatch(/<h1[^>]*>Build an ATS-friendly resume in/);
    expect(html).toContain('Can I get my money back?');
    // No inline script may run under the CSP; JSON-LD is data, not script.
    expect(html.match(/<script(?![^>]*(type="module"[^>]*src=|type="application\/ld\+json"))/g)).toBeNull();
    if (!html.includes('__RESUMABLE_APP_URL__')) {
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/" />`);
    }
  });

  test('the blog, its articles and the template gallery are prerendered with their own titles', async ({
    request,
  }) => {
    const pages: [string, RegExp][] = [
      ['/blog', /<title>Resume advice: the Resumable blog<\/title>/],
      [
        '/blog/write-bullet-points-that-get-interviews',
        /<title>How to write bullet points that show results \| Resumable<\/title>/,
      ],
      ['/ats-templates', /<title>ATS Resume Templates<\/title>/],
    ];
    for (const [path, title] of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toContain('<link rel="canonical"');
    }
    const article = await (await request.get('/blog/write-bullet-points-that-get-interviews')).text();
    expect(article).toContain('"@type":"Article"');
    expect(article).toContain('Start with a strong verb');
  });

  test('/ats-checker tells a crawler what the checker does and that uploads are never stored', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/ats-checker');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Free ATS resume checker | Resumable</title>');
    expect(html).toMatch(
      /<meta name="description" content="[^"]*what a resume parser reads[^"]*never stored\." \/>/,
    );
    expect(html).toMatch(/<h1[^>]*>Free ATS resume checker<\/h1>/);
    expect(html).toContain('The file is read in memory and never stored');
    expect(html.match(/<script(?![^>]*(type="module"[^>]*src=|type="application\/ld\+json"))/g)).toBeNull();
    if (!html.includes('__RESUMABLE_APP_URL__')) {
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/ats-checker" />`);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/ats-checker</loc>`);
  });

  test('robots.txt and sitemap.xml answer from the server', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/blog/ats-friendly-resume-basics</loc>`);
  });
});

test('the app takes over the prerendered landing page without replacing its markup', async ({ page }) => {
  // Passes once src/client/main.tsx hydrates a prerendered #root (hydrateRoot) instead of drawing it anew.
  // Hold the scripts back until the server's markup is marked, so the mark proves what the app did with it.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  // Module scripts delay DOMContentLoaded, so wait only for the response; the markup paints as it parses.
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  release();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Build my Resume' }),
  ).toBeVisible();
  // Hydrated, not re-drawn: the very element the server sent is still there.
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
});

test('the Arabic landing page is taken over in Arabic, its catalogs named in its HTML', async ({ page }) => {
  // Issue 33: a page in another language hydrates once the catalogs it shows are in; only those are fetched
  // (each namespace's catalog is a chunk of its own), and the prerendered HTML names them so they load at once.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const html = await (await page.request.get('/ar/')).text();
  // Vite names each Arabic catalog's chunk (and the list of them) after its file: ar-<hash>.js.
  const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/ar-[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  // The list of Arabic catalogs, the landing's and the frame's.
  expect(named).toHaveLength(3);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    scripts.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue();
  });
  await page.goto('/ar/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  release();
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByRole('link', { name: 'أنشئ سيرتي الذاتية' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  // Only those: the builder's, the account's ... Arabic catalogs are not part of the landing page.
  expect(scripts.filter((script) => /^\/assets\/ar-/.test(script)).sort()).toEqual(named.sort());
});
