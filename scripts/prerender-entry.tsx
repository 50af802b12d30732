/**
 * What scripts/prerender.mjs renders, built by Vite in SSR mode so `?raw` Markdown, JSON and the client's
 * module graph resolve exactly as in the browser build. It renders the real <App /> at a path, so the browser
 * hydrates identical markup.
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../src/client/app/app';
import { BLOG_POSTS } from '../src/client/features/blog/blog-posts';
import { buildFaq } from '../src/client/features/landing/faq-content';
import { changeLanguage } from '../src/client/lib/i18n/change-language';
import { intlLocale } from '../src/client/lib/i18n/intl-locale';
import { getLanguageState, setLanguageState } from '../src/client/lib/i18n/language-store';
import { LANDING_TEXTS } from '../src/client/lib/i18n/namespaces/landing';
import { SEO_TEXTS } from '../src/client/lib/i18n/namespaces/seo';
import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  LANGUAGE_INFO,
} from '../src/domain/interface-languages';
import { localizedPath, prerenderedFile, splitLanguagePrefix } from '../src/domain/language-paths';

export interface PageSpec {
  /** The page's address in its language ('/es/blog'). */
  path: string;
  /** The page's address in English, the same for all its languages ('/blog'). */
  englishPath: string;
  language: InterfaceLanguage;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** JSON-LD objects besides the Organization every page carries. */
  structuredData: Record<string, unknown>[];
}

/**
 * The public pages in one interface language (issue 33 item 2): their titles and descriptions from the
 * catalogs; the blog's articles and the legal pages' text exist in English, so their headlines stay English.
 * Call after `loadPageLanguage(language)`: the translate function is the loaded language's.
 */
export function pageSpecs(language: InterfaceLanguage = 'en'): PageSpec[] {
  const { translate } = getLanguageState();
  const seo = (key: string) => translate(SEO_TEXTS, key);
  const landing = (key: string, values?: Record<string, string | number>) =>
    translate(LANDING_TEXTS, key, values);
  const faq = buildFaq(landing, intlLocale(language) ?? 'en-US');
  const page = (spec: Omit<PageSpec, 'path' | 'englishPath' | 'language'> & { path: string }): PageSpec => ({
    ...spec,
    path: localizedPath(spec.path, language),
    englishPath: spec.path,
    language,
  });
  return [
    page({
      path: '/',
      title: landing('seo.title'),
      description: landing('seo.description'),
      ogType: 'website',
      structuredData: [
        {
          '@type': 'FAQPage',
          inLanguage: language,
          mainEntity: faq.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        },
      ],
    }),
    page({
      path: '/ats-templates',
      title: seo('templates.title'),
      description: seo('templates.description'),
      ogType: 'website',
      structuredData: [],
    }),
    page({
      path: '/ats-checker',
      title: seo('checker.title'),
      description: seo('checker.description'),
      ogType: 'website',
      structuredData: [],
    }),
    page({
      path: '/blog',
      title: seo('blog.title'),
      description: seo('blog.description'),
      ogType: 'website',
      structuredData: [],
    }),
    ...BLOG_POSTS.map((post) =>
      page({
        path: `/blog/${post.slug}`,
        title: `${post.title} | Resumable`,
        description: post.description,
        ogType: 'article',
        structuredData: [
          {
            '@type': 'Article',
            headline: post.title,
            description: post.description,
            inLanguage: 'en',
            datePublished: post.date,
            author: { '@type': 'Organization', name: 'Resumable' },
          },
        ],
      }),
    ),
    page({
      path: '/privacy',
      title: `${seo('privacy.title')} | Resumable`,
      description: seo('privacy.description'),
      ogType: 'website',
      structuredData: [],
    }),
    page({
      path: '/terms',
      title: `${seo('terms.title')} | Resumable`,
      description: seo('terms.description'),
      ogType: 'website',
      structuredData: [],
    }),
  ];
}

/** Makes a language current for the pages rendered next (its catalogs loaded, as the browser will load them). */
export async function loadPageLanguage(language: InterfaceLanguage): Promise<void> {
  await changeLanguage(language, { remember: false });
}

/** Every interface language is prerendered, English first (scripts/prerender.mjs reads these from the build). */
export const PAGE_LANGUAGES: readonly InterfaceLanguage[] = INTERFACE_LANGUAGES;

export function directionOf(language: InterfaceLanguage): 'rtl' | 'ltr' {
  return LANGUAGE_INFO[language].isRtl ? 'rtl' : 'ltr';
}

export { localizedPath, prerenderedFile };

/**
 * The app's markup at a path, after every lazy route and every catalog it shows has loaded (prerender waits for
 * all Suspense), and the namespaces whose texts it showed: a page in another language than English names their
 * catalogs for the browser to fetch at once (scripts/prerender.mjs).
 */
export async function renderApp(path: string): Promise<{ html: string; namespaces: string[] }> {
  const { language } = splitLanguagePrefix(path);
  const shown = new Set<string>();
  const current = getLanguageState();
  setLanguageState(current.language, current.translate, (namespace) => {
    shown.add(namespace.name);
    return current.whenLoaded(namespace);
  });
  let prelude: Awaited<ReturnType<typeof prerenderToNodeStream>>['prelude'];
  try {
    ({ prelude } = await prerenderToNodeStream(
      <Router ssrPath={path} base={language ? `/${language}` : ''}>
        <App />
      </Router>,
    ));
  } finally {
    setLanguageState(current.language, current.translate, current.whenLoaded);
  }
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
  return { html: Buffer.concat(chunks).toString('utf8'), namespaces: [...shown].sort() };
}
