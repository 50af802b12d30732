import { useEffect } from 'react';
import { Link } from 'wouter';
import { BLOG_TEXTS } from '../../lib/i18n/namespaces/blog';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { useT } from '../../lib/i18n/use-t';
import { BLOG_POSTS } from './blog-posts';
import { formatPostDate } from './parse-post';

/**
 * /blog: the index in the interface language. The articles exist in English only: their titles and
 * descriptions are marked lang="en", and a reader of another language is told so.
 */
export default function BlogIndexPage() {
  const { t: seo } = useT(SEO_TEXTS);
  const { t, language } = useT(BLOG_TEXTS);
  const title = seo('blog.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{t('index.heading')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{seo('blog.description')}</p>
      {language === 'en' ? null : (
        <p role="note" className="mt-6 rounded-md border border-border bg-muted px-4 py-3 text-sm">
          {t('index.englishOnly')}
        </p>
      )}
      <ul className="mt-10 grid gap-8">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug}>
            <article>
              <h2 className="text-2xl font-semibold" lang="en">
                <Link
                  href={`/blog/${post.slug}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                <time dateTime={post.date}>{formatPostDate(post.date, language)}</time>
              </p>
              <p className="mt-2" lang="en">
                {post.description}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
