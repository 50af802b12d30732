/**
 * What scripts/prerender.mjs renders, built by Vite in SSR mode so `?raw` Markdown, JSON and the client's
 * module graph resolve exactly as in the browser build. It renders the real <App /> at a path, so the browser
 * hydrates identical markup.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../src/client/app/app';
import { ATS_CHECKER_DESCRIPTION, ATS_CHECKER_TITLE } from '../src/client/features/ats/ats-checker-seo';
import { BLOG_DESCRIPTION, BLOG_POSTS, BLOG_TITLE } from '../src/client/features/blog/blog-posts';
import { buildFaq } from '../src/client/features/landing/faq-content';
import { LANDING_DESCRIPTION, LANDING_TITLE } from '../src/client/features/landing/landing-seo';
import {
  PRIVACY_DESCRIPTION,
  PRIVACY_TITLE,
  TERMS_DESCRIPTION,
  TERMS_TITLE,
} from '../src/client/features/legal/legal-seo';

export interface PageSpec {
  path: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** JSON-LD objects besides the Organization every page carries. */
  structuredData: Record<string, unknown>[];
}

export const TEMPLATES_TITLE = 'ATS Resume Templates';
export const TEMPLATES_DESCRIPTION =
  'ATS-friendly resume templates: single-column layouts with standard headings that applicant tracking systems read cleanly. Pick one and start writing.';

export function pageSpecs(): PageSpec[] {
  const faq = buildFaq();
  return [
    {
      path: '/',
      title: LANDING_TITLE,
      description: LANDING_DESCRIPTION,
      ogType: 'website',
      structuredData: [
        {
          '@type': 'FAQPage',
          mainEntity: faq.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        },
      ],
    },
    {
      path: '/ats-templates',
      title: TEMPLATES_TITLE,
      description: TEMPLATES_DESCRIPTION,
      ogType: 'website',
      structuredData: [],
    },
    {
      path: '/ats-checker',
      title: ATS_CHECKER_TITLE,
      description: ATS_CHECKER_DESCRIPTION,
      ogType: 'website',
      structuredData: [],
    },
    {
      path: '/blog',
      title: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      ogType: 'website',
      structuredData: [],
    },
    ...BLOG_POSTS.map(
      (post): PageSpec => ({
        path: `/blog/${post.slug}`,
        title: `${post.title} | Resumable`,
        description: post.description,
        ogType: 'article',
        structuredData: [
          {
            '@type': 'Article',
            headline: post.title,
            description: post.description,
            datePublished: post.date,
            author: { '@type': 'Organization', name: 'Resumable' },
          },
        ],
      }),
    ),
    {
      path: '/privacy',
      title: `${PRIVACY_TITLE} | Resumable`,
      description: PRIVACY_DESCRIPTION,
      ogType: 'website',
      structuredData: [],
    },
    {
      path: '/terms',
      title: `${TERMS_TITLE} | Resumable`,
      description: TERMS_DESCRIPTION,
      ogType: 'website',
      structuredData: [],
    },
  ];
}

/** The app's markup at a path, after every lazy route has loaded (prerender waits for all Suspense). */
export async function renderApp(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
