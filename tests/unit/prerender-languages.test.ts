import { afterAll, describe, expect, it } from 'vitest';
import { loadPageLanguage, PAGE_LANGUAGES, pageSpecs, renderApp } from '../../scripts/prerender-entry';

/**
 * The public pages prerendered in every interface language (issue 33 item 2): each at its own address, with a
 * title and description in its language that a search result can show whole, and the app's markup in it.
 */
describe('the public pages in every language', () => {
  afterAll(async () => {
    await loadPageLanguage('en');
  });

  it('gives each language its addresses, titles and descriptions', async () => {
    const english = pageSpecs('en');
    for (const language of PAGE_LANGUAGES) {
      await loadPageLanguage(language);
      const specs = pageSpecs(language);
      expect(specs.map((spec) => spec.englishPath)).toEqual(english.map((spec) => spec.path));
      for (const [i, spec] of specs.entries()) {
        const label = `${language} ${spec.englishPath}`;
        expect(spec.path, label).toBe(
          language === 'en'
            ? spec.englishPath
            : `/${language}${spec.englishPath === '/' ? '/' : spec.englishPath}`,
        );
        expect(spec.description.length, label).toBeLessThanOrEqual(160);
        const isEnglishContent = spec.englishPath.startsWith('/blog/');
        if (language !== 'en' && !isEnglishContent) expect(spec.title, label).not.toBe(english[i]?.title);
      }
    }
  });

  it('renders the landing page in the language, links kept under its prefix', async () => {
    await loadPageLanguage('es');
    const html = (await renderApp('/es/')).html;
    expect(html).toContain('Crea un currículum compatible con ATS');
    expect(html).toContain('href="/es/blog"');
    await loadPageLanguage('ar');
    expect((await renderApp('/ar/privacy')).html).toContain('هذه الصفحة متاحة باللغة الإنجليزية فقط.');
  });
});
