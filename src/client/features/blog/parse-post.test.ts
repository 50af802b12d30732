import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import marketing from '../../content/marketing.json';
import { formatPostDate, parsePost } from './parse-post';

const BLOG_DIR = new URL('../../../../content/blog/', import.meta.url);
const posts = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => parsePost(name.slice(0, -3), readFileSync(new URL(name, BLOG_DIR), 'utf8')));

describe('parsePost', () => {
  it('reads the front matter and renders the Markdown body', () => {
    const post = parsePost(
      'x',
      '---\ntitle: A: colon title\ndescription: D\ndate: 2025-01-02\n---\n\n## Hi\n\n- one\n',
    );
    expect(post).toMatchObject({ slug: 'x', title: 'A: colon title', description: 'D', date: '2025-01-02' });
    expect(post.html).toContain('<h2>Hi</h2>');
    expect(post.html).toContain('<li>one</li>');
  });

  it('refuses a post without front matter or a title', () => {
    expect(() => parsePost('x', '# no front matter')).toThrow(/front matter/);
    expect(() => parsePost('x', '---\ndescription: D\ndate: 2025-01-02\n---\nbody')).toThrow(/title/);
  });

  it('formats dates the same in every time zone', () => {
    expect(formatPostDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatPostDate('2025-01-15', 'fr')).toBe('15 janvier 2025');
    expect(formatPostDate('2025-01-15', 'de')).toBe('15. Januar 2025');
  });
});

describe('the blog content', () => {
  it('has at least three articles, each with a description a search result can show', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      expect(post.description.length).toBeGreaterThan(50);
      expect(post.html).toContain('<h2');
    }
  });

  it("the landing page's teaser links only to articles that exist, with their own titles", () => {
    expect(marketing.blogTeaser.length).toBeGreaterThanOrEqual(3);
    for (const teaser of marketing.blogTeaser) {
      const post = posts.find((p) => p.slug === teaser.slug);
      expect(post?.title, teaser.slug).toBe(teaser.title);
    }
  });
});
