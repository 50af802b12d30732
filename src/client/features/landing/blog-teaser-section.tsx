import { Link } from 'wouter';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { LANDING } from './marketing-figures';

/** Links to the articles; their titles live in the content file (a test keeps them equal to the posts'). */
export function BlogTeaserSection() {
  const { t, language } = useT(LANDING_TEXTS);
  return (
    <section aria-labelledby="blog-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="blog-title" className="text-3xl font-bold tracking-tight">
          {t('blog.title')}
        </h2>
        {/* The articles are written in English; other languages say so rather than pretend. */}
        {language === 'en' ? null : <p className="mt-2 text-muted-foreground">{t('blog.inEnglish')}</p>}
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {LANDING.blogTeaser.map((post) => (
            <li key={post.slug} className="rounded-lg border border-border bg-background p-6">
              <h3 lang="en" className="text-lg font-semibold">
                <Link
                  href={`/blog/${post.slug}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
        <Link
          href="/blog"
          className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4"
        >
          {t('blog.all')}
        </Link>
      </div>
    </section>
  );
}
