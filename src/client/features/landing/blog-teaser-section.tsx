import { Link } from 'wouter';
import { LANDING } from './marketing-figures';

/** Links to the articles; their titles live in the content file (a test keeps them equal to the posts'). */
export function BlogTeaserSection() {
  return (
    <section aria-labelledby="blog-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="blog-title" className="text-3xl font-bold tracking-tight">
          Resume advice from our blog
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {LANDING.blogTeaser.map((post) => (
            <li key={post.slug} className="rounded-lg border border-border bg-background p-6">
              <h3 className="text-lg font-semibold">
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
          All articles
        </Link>
      </div>
    </section>
  );
}
