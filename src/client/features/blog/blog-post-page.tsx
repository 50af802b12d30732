import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { findPost } from './blog-posts';
import { formatPostDate } from './parse-post';
import './blog-prose.css';

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = findPost(slug);
  useEffect(() => {
    document.title = post ? `${post.title} | Resumable` : 'Article not found | Resumable';
  }, [post]);

  if (!post) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold">Article not found</h1>
        <p className="mt-3">
          <Link href="/blog" className="text-brand-700 underline underline-offset-4">
            See all articles
          </Link>
        </p>
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm">
        <Link href="/blog" className="text-brand-700 underline underline-offset-4">
          Resume advice
        </Link>
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{post.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </p>
      {/* Our own Markdown from the repository, rendered at build time: trusted content. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from our own Markdown files */}
      <div className="blog-prose mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      <aside className="mt-12 rounded-lg bg-brand-50 p-6" aria-label="Start your resume">
        <p className="text-lg font-semibold">Put it into practice</p>
        <p className="mt-1 text-muted-foreground">
          Build your resume step by step with a live preview. Free to build and save.
        </p>
        <Button asChild className="mt-4">
          <Link href="/write/personal-details?new=true">Build my Resume</Link>
        </Button>
      </aside>
    </article>
  );
}
