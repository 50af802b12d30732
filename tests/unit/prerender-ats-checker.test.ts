import { describe, expect, it } from 'vitest';
import { pageSpecs, renderApp } from '../../scripts/prerender-entry';
import { publicPaths } from '../../src/server/marketing/public-pages';

/**
 * What a crawler without JavaScript reads on /ats-checker (issue 32 item 3): the build prerenders it from
 * these specs and this markup (scripts/prerender.mjs), and the sitemap lists it.
 */
describe('the prerendered ATS checker', () => {
  it('has its own title and a description that says the file is never stored', () => {
    const spec = pageSpecs().find((page) => page.path === '/ats-checker');
    expect(spec?.title).toBe('Free ATS resume checker | Resumable');
    expect(spec?.description).toMatch(/never stored/);
    expect(spec?.description.length).toBeLessThanOrEqual(160);
  });

  it('renders the heading and the explanation of what is read and that nothing is stored', async () => {
    const html = (await renderApp('/ats-checker')).html;
    expect(html).toMatch(/<h1[^>]*>Free ATS resume checker<\/h1>/);
    expect(html).toContain('see the text a resume parser gets out of it');
    expect(html).toContain('The file is read in memory and never stored');
    expect(html).toContain('Check my resume');
    // Nothing a visitor has not done yet: no result and no error in the served page.
    expect(html).not.toContain('What was read');
    expect(html).not.toContain('<script');
  });

  it('is every prerendered page in the sitemap, and the other way round', () => {
    const prerendered = pageSpecs().map((page) => page.path);
    const slugs = prerendered.filter((path) => path.startsWith('/blog/')).map((path) => path.slice(6));
    expect([...publicPaths(slugs)].sort()).toEqual([...prerendered].sort());
  });
});
