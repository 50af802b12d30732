import { readdirSync } from 'node:fs';
import { INTERFACE_LANGUAGES } from '../../domain/interface-languages';
import { localizedPath } from '../../domain/language-paths';
import { projectPath } from '../config/project-root';

/** The blog's Markdown articles; the client imports the same files at build time. */
export const BLOG_DIR = projectPath('content', 'blog');

/** A post's slug is its file name, so the sitemap and the client can never disagree on an address. */
export function listBlogSlugs(dir: string = BLOG_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length))
      .sort();
  } catch {
    return [];
  }
}

/** The pages worth a search engine's visit: public, with content of their own. Builder and account pages are not. */
export function publicPaths(slugs: readonly string[]): string[] {
  return [
    '/',
    '/ats-templates',
    '/ats-checker',
    '/blog',
    ...slugs.map((slug) => `/blog/${slug}`),
    '/privacy',
    '/terms',
  ];
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every public page in every interface language (English at its bare path, the others under their prefix),
 * each with its alternates in the other languages, so a search engine shows a reader the page in theirs.
 */
export function sitemapXml(appUrl: string, paths: readonly string[]): string {
  const url = (p: string) => escapeXml(`${appUrl}${p}`);
  const entries = paths.flatMap((page) =>
    INTERFACE_LANGUAGES.map((language) => {
      const alternates = INTERFACE_LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(localizedPath(page, other))}"/>`,
      );
      const fallback = `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page)}"/>`;
      return `  <url>\n    <loc>${url(localizedPath(page, language))}</loc>\n${[...alternates, fallback].join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read the public pages; the builder, the account and the API hold nothing for an index. Shared
 * resumes (/r/) stay out unless their owner allowed indexing: those links are allowed one by one.
 */
export function robotsTxt(appUrl: string, indexableSharePaths: readonly string[] = []): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /write/',
    'Disallow: /preview',
    'Disallow: /dashboard',
    'Disallow: /drafts/',
    'Disallow: /account-settings',
    'Disallow: /checkout',
    'Disallow: /sandbox-checkout/',
    'Disallow: /reset-password',
    'Disallow: /r/',
    ...indexableSharePaths.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
