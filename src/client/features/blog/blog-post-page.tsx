import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { BLOG_TEXTS } from '../../lib/i18n/namespaces/blog';
import { useT } from '../../lib/i18n/use-t';
import { findPost } from './blog-posts';
import { formatPostDate } from './parse-post';
import './blog-prose.css';

/**
 * An article. Its text exists in English only and is marked lang="en" (its structured data says so too); the
 * frame around it (the way back, the date, the invitation to build) is in the interface language.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = findPost(slug);
  const { t, language } = useT(BLOG_TEXTS);
  const notFoundTitle = t('post.notFoundTitle');
  useEffect(() => {
    document.title = post ? `${post.title} | Resumable` : notFoundTitle;
  }, [post, notFoundTitle]);

  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t('post.notFound')}</h1>
        <p className="mt-3">
          <Link href="/blog" className="text-brand-700 underline underline-offset-4">
            {t('post.all')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link href="/blog" className="text-brand-700 underline underline-offset-4">
          {t('post.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight" lang="en">
        {post.title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <time dateTime={post.date}>{formatPostDate(post.date, language)}</time>
      </p>
      {/* Our own Markdown from the repository, rendered at build time: trusted content. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from our own Markdown files */}
      <div lang="en" dir="ltr" className="blog-prose mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      <aside className="mt-12 rounded-lg bg-brand-50 p-6" aria-label={t('post.start')}>
        <p className="text-lg font-semibold">{t('post.practice')}</p>
        <p className="mt-1 text-muted-foreground">{t('post.pitch')}</p>
        <Button asChild className="mt-4">
          <Link href="/write/personal-details?new=true">{t('post.build')}</Link>
        </Button>
      </aside>
    </article>
  );
}
