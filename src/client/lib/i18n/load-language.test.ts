import { describe, expect, it } from 'vitest';
import { changeLanguage } from './change-language';
import { getLanguageState } from './language-store';
import { loadLanguage } from './load-language';
import { defineNamespace } from './namespaces';
import { LANDING_TEXTS } from './namespaces/landing';
import { SITE_TEXTS } from './namespaces/site';

describe('loadLanguage, every language but English', () => {
  it('answers the language’s catalog, with interpolation', async () => {
    const { translate: t } = await loadLanguage('es');
    expect(t(SITE_TEXTS, 'header.logIn')).toBe('Iniciar sesión');
    expect(t(LANDING_TEXTS, 'hero.title', { minutes: 7 })).toBe(
      'Crea un currículum compatible con ATS en 7 minutos',
    );
  });

  it('chooses Arabic’s plural forms by count', async () => {
    const { translate: t } = await loadLanguage('ar');
    expect(t(LANDING_TEXTS, 'proof.builtToday', { count: 2 })).toBe('سيرتان ذاتيتان أُنشئتا اليوم');
    expect(t(LANDING_TEXTS, 'proof.builtToday', { count: 5 })).toBe('سِيَر ذاتية أُنشئت اليوم');
  });

  it('falls back to English for a key a catalog lacks', async () => {
    const { translate: t } = await loadLanguage('fr');
    const extra = defineNamespace('not-translated', { 'only.english': 'Only in English, {{name}}' });
    expect(t(extra, 'only.english', { name: 'Ana' })).toBe('Only in English, Ana');
  });

  it('makes the pseudo-language from the English the page has', async () => {
    const { translate: t } = await loadLanguage('xx');
    expect(t(SITE_TEXTS, 'header.logIn')).toMatch(/^\[[^A-Za-z]+\]$/);
  });
});

describe('catalogs per namespace (issue 33: the landing page fetches only its own)', () => {
  it('fetches a namespace whose code arrives later only when asked, and says when it is in', async () => {
    const { translate, whenLoaded } = await loadLanguage('es');
    // The builder's code (and so its namespace) arrives after the language: a page that never shows the
    // builder never fetches its Spanish catalog.
    const { BUILDER_TEXTS } = await import('./namespaces/builder');
    expect(translate(BUILDER_TEXTS, 'top.download')).toBe('Download');
    const loading = whenLoaded(BUILDER_TEXTS);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(translate(BUILDER_TEXTS, 'top.download')).toBe('Descargar');
    expect(whenLoaded(BUILDER_TEXTS)).toBeUndefined();
  });

  it('has the catalogs of the namespaces already here once the language is loaded', async () => {
    const { whenLoaded } = await loadLanguage('ar');
    expect(whenLoaded(SITE_TEXTS)).toBeUndefined();
    expect(whenLoaded(LANDING_TEXTS)).toBeUndefined();
  });

  it('has nothing to wait for in a namespace without catalogs: it stays English', async () => {
    const { translate, whenLoaded } = await loadLanguage('de');
    const extra = defineNamespace('not-translated-either', { 'only.english': 'Only in English' });
    expect(whenLoaded(extra)).toBeUndefined();
    expect(translate(extra, 'only.english')).toBe('Only in English');
  });
});

describe('changeLanguage', () => {
  it('makes the last of two overlapping changes current', async () => {
    await Promise.all([changeLanguage('de', { remember: false }), changeLanguage('it', { remember: false })]);
    const { language, translate } = getLanguageState();
    expect(language).toBe('it');
    expect(translate(SITE_TEXTS, 'header.logIn')).toBe('Accedi');
    await changeLanguage('en', { remember: false });
    expect(getLanguageState().translate(SITE_TEXTS, 'header.logIn')).toBe('Log in');
  });
});
