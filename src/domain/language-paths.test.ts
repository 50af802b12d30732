import { describe, expect, it } from 'vitest';
import {
  isPublicPagePath,
  localizedPath,
  PREFIXED_LANGUAGES,
  prerenderedFile,
  splitLanguagePrefix,
} from './language-paths';

describe('a language in the address', () => {
  it('is the first segment when it names an interface language other than English', () => {
    expect(splitLanguagePrefix('/es/blog')).toEqual({ language: 'es', path: '/blog' });
    expect(splitLanguagePrefix('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePrefix('/fr/')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePrefix('/en/blog')).toEqual({ language: undefined, path: '/en/blog' });
    expect(splitLanguagePrefix('/esx/blog')).toEqual({ language: undefined, path: '/esx/blog' });
    expect(splitLanguagePrefix('/blog')).toEqual({ language: undefined, path: '/blog' });
    expect(PREFIXED_LANGUAGES).toEqual(['es', 'fr', 'de', 'pt', 'it', 'nl', 'ar']);
  });

  it('gives each page its address per language, English without a prefix', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/blog/ats-basics', 'de')).toBe('/de/blog/ats-basics');
    expect(localizedPath('/fr/privacy', 'en')).toBe('/privacy');
    expect(localizedPath('/fr/privacy', 'it')).toBe('/it/privacy');
  });

  it('knows the public pages, with or without a prefix', () => {
    for (const path of ['/', '/es/', '/es', '/blog', '/nl/blog/some-post', '/ar/terms', '/ats-checker'])
      expect(isPublicPagePath(path), path).toBe(true);
    for (const path of ['/dashboard', '/es/dashboard', '/write/skills', '/blog/Bad_Slug'])
      expect(isPublicPagePath(path), path).toBe(false);
  });

  it('names the prerendered file of each page', () => {
    expect(['/', '/blog', '/es', '/es/', '/es/blog/a-post'].map(prerenderedFile)).toEqual([
      'index.html',
      'blog.html',
      'es/index.html',
      'es/index.html',
      'es/blog/a-post.html',
    ]);
  });
});
