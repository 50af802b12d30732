import { type BlogPost, parsePost } from './parse-post';

// The articles are bundled at build time: no request for content, and the prerender sees the same text.
const SOURCES = import.meta.glob<string>('../../../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Newest first. The slug is the file name, as in the server's sitemap. */
export const BLOG_POSTS: readonly BlogPost[] = Object.entries(SOURCES)
  .map(([path, source]) => parsePost(path.replace(/^.*\//, '').replace(/\.md$/, ''), source))
  .sort((a, b) => b.date.localeCompare(a.date));

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug.toLowerCase());
}
