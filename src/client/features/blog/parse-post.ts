import { marked } from 'marked';
import type { ActiveLanguage } from '../../lib/i18n/language-store';

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** The article as HTML. The Markdown is ours, in the repository, so it is trusted as written. */
  html: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads `key: value` front matter (title, description, date) and renders the rest of the file to HTML. */
export function parsePost(slug: string, source: string): BlogPost {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`content/blog/${slug}.md has no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`content/blog/${slug}.md: front matter needs '${name}'`);
    return value;
  };
  const body = source.slice(match[0].length);
  return {
    slug,
    title: field('title'),
    description: field('description'),
    date: field('date'),
    html: marked.parse(body, { async: false, gfm: true }),
  };
}

/**
 * '2025-01-15' as 'January 15, 2025' (in English; '15 janvier 2025' in French), the same on the server's
 * prerender and in every browser (UTC).
 */
export function formatPostDate(date: string, language: ActiveLanguage = 'en'): string {
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
