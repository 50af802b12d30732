import { describe, expect, it } from 'vitest';
import { changeLanguage } from './change-language';
import { getLanguageState } from './language-store';
import { loadTranslate } from './load-language';
import { defineNamespace } from './namespaces';
import { LANDING_TEXTS } from './namespaces/landing';
import { SITE_TEXTS } from './namespaces/site';

describe('loadTranslate, every language but English', () => {
  it('answers the language’s catalog, with interpolation', async () => {
    const t = await loadTranslate('es');
    expect(t(SITE_TEXTS, 'header.logIn')).toBe('Iniciar sesión');
    expect(t(LANDING_TEXTS, 'hero.title', { minutes: 7 })).toBe(
      'Crea un currículum compatible con ATS en 7 minutos',
    );
  });

  it('chooses Arabic’s plural forms by count', async () => {
    const t = await loadTranslate('ar');
    expect(t(LANDING_TEXTS, 'proof.builtToday', { count: 2 })).toBe('سيرتان ذاتيتان أُنشئتا اليوم');
    expect(t(LANDING_TEXTS, 'proof.builtToday', { count: 5 })).toBe('سِيَر ذاتية أُنشئت اليوم');
  });

  it('falls back to English for a key a catalog lacks', async () => {
    const t = await loadTranslate('fr');
    const extra = defineNamespace('not-translated', { 'only.english': 'Only in English, {{name}}' });
    expect(t(extra, 'only.english', { name: 'Ana' })).toBe('Only in English, Ana');
  });

  it('makes the pseudo-language from the English the page has', async () => {
    const t = await loadTranslate('xx');
    expect(t(SITE_TEXTS, 'header.logIn')).toMatch(/^\[[^A-Za-z]+\]$/);
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
