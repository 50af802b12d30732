import { afterAll, describe, expect, it } from 'vitest';
import { loadPageLanguage, pageSpecs, renderApp } from '../../scripts/prerender-entry';
import arAts from '../../src/client/lib/i18n/catalogs/ats/ar';
import esAts from '../../src/client/lib/i18n/catalogs/ats/es';
import frBlog from '../../src/client/lib/i18n/catalogs/blog/fr';
import esSeo from '../../src/client/lib/i18n/catalogs/seo/es';
import deTemplates from '../../src/client/lib/i18n/catalogs/templates/de';

/** Text as React writes it into markup (the catalogs' apostrophes and quotes are typographic, not escaped). */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The ATS checker, the template gallery and the blog index prerendered in another language (issue 33): a
 * crawler and a reader without JavaScript get the page's own words in that language, not English.
 */
describe('the checker, templates and blog prerendered per language', () => {
  afterAll(async () => {
    await loadPageLanguage('en');
  });

  it('renders /es/ats-checker in Spanish, with its Spanish title and description', async () => {
    await loadPageLanguage('es');
    const spec = pageSpecs('es').find((page) => page.englishPath === '/ats-checker');
    expect(spec?.title).toBe(esSeo['checker.title']);
    expect(spec?.description).toBe(esSeo['checker.description']);
    const html = (await renderApp('/es/ats-checker')).html;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(esAts['checker.heading'])}</h1>`));
    expect(html).toContain(escaped(esAts['checker.intro']));
    expect(html).toContain(escaped(esAts['checker.submit']));
    expect(html).not.toContain('Free ATS resume checker');
    expect(html).not.toContain('Check my resume');
    expect(html).not.toContain('<script');
  });

  it('renders /ar/ats-checker in Arabic', async () => {
    await loadPageLanguage('ar');
    const html = (await renderApp('/ar/ats-checker')).html;
    expect(html).toContain(escaped(arAts['checker.heading']));
    expect(html).toContain(escaped(arAts['checker.file']));
  });

  it('renders the gallery in German and the blog index in French, the articles marked as English', async () => {
    await loadPageLanguage('de');
    const templates = (await renderApp('/de/ats-templates')).html;
    expect(templates).toContain(escaped(deTemplates['page.heading']));
    expect(templates).toContain(escaped(deTemplates['samples.heading']));
    expect(templates).not.toContain('Start from a sample');
    await loadPageLanguage('fr');
    const blog = (await renderApp('/fr/blog')).html;
    expect(blog).toContain(escaped(frBlog['index.heading']));
    expect(blog).toContain(escaped(frBlog['index.englishOnly']));
    expect(blog).toMatch(/<h2[^>]*lang="en"/);
  });

  it('keeps the English pages as they were', async () => {
    await loadPageLanguage('en');
    const html = (await renderApp('/blog')).html;
    expect(html).toContain('Resume advice');
    expect(html).not.toContain('The articles are written in English.');
  });
});
