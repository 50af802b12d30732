import { useEffect } from 'react';
import { Link } from 'wouter';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { useT } from '../../lib/i18n/use-t';
import { BLOG_DESCRIPTION, BLOG_POSTS } from './blog-posts';
import { formatPostDate } from './parse-post';

export default function BlogIndexPage() {
  const { t } = useT(SEO_TEXTS);
  const title = t('blog.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Resume advice</h1>
      <p className="mt-3 text-lg text-muted-foreground">{BLOG_DESCRIPTION}</p>
      <ul className="mt-10 grid gap-8">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug}>
            <article>
              <h2 className="text-2xl font-semibold">
                <Link
                  href={`/blog/${post.slug}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </p>
              <p className="mt-2">{post.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
