// `node scripts/prerender.mjs [clientDir]`, after `vite build` (clientDir defaults to dist/client): writes dist/client/prerendered/{index.html,<path>.html}, the
// HTML the server sends for the public pages (src/server/marketing/spa.ts). Each page is the built index.html with
// its own title, description, canonical URL, Open Graph and Twitter tags and JSON-LD, and the app's markup
// already in #root, so crawlers read content without running scripts and the browser hydrates it.
//
// Absolute URLs are not known at build time: they carry APP_URL_PLACEHOLDER, which the server replaces with
// APP_URL when it sends the page (src/server/marketing/fill-prerendered-page.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/client'));
// One folder per run: two builds at once (a test run and a benchmark) must not share it.
const ssrDir = path.join(root, `node_modules/.cache/prerender-ssr-${process.pid}`);
const outDir = path.join(clientDir, 'prerendered');
const APP_URL_PLACEHOLDER = '__RESUMABLE_APP_URL__';

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/client/index.html has no empty #root');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: path.join(root, 'scripts/prerender-entry.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
  },
});
const entry = await import(pathToFileURL(path.join(ssrDir, 'prerender-entry.mjs')).href);

const escapeHtml = (value) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
// JSON inside <script>: no '<' may close the element early.
const jsonLd = (value) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...value }).replace(/</g, '\\u003c')}</script>`;

// Every language's address of the page, and x-default (English) for readers of any other language.
const alternates = (page) => [
  ...entry.PAGE_LANGUAGES.map(
    (language) =>
      `<link rel="alternate" hreflang="${language}" href="${APP_URL_PLACEHOLDER}${entry.localizedPath(page.englishPath, language)}" />`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${APP_URL_PLACEHOLDER}${page.englishPath}" />`,
];

function headFor(page) {
  const url = `${APP_URL_PLACEHOLDER}${page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const organization = {
    '@type': 'Organization',
    name: 'Resumable',
    url: `${APP_URL_PLACEHOLDER}/`,
    logo: `${APP_URL_PLACEHOLDER}/favicon.svg`,
  };
  return [
    `<link rel="canonical" href="${url}" />`,
    ...alternates(page),
    `<meta property="og:locale" content="${page.language}" />`,
    `<meta property="og:type" content="${page.ogType}" />`,
    '<meta property="og:site_name" content="Resumable" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    jsonLd(organization),
    ...page.structuredData.map(jsonLd),
  ].join('\n    ');
}

// The app's stylesheet goes inside each prerendered page: on a slow network a second request before the first
// paint costs more than the bytes (the CSP allows inline styles, not inline scripts).
const stylesheetLink = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const inlineStyles = (html) => {
  const match = stylesheetLink.exec(html);
  if (!match) return html;
  const css = readFileSync(path.join(clientDir, match[1]), 'utf8');
  return html.replace(match[0], () => `<style>${css}</style>`);
};

// A page in another language than English hydrates once its catalogs are in (src/client/main.tsx): it names the
// catalog loader, the language's list of catalogs and the catalogs of the namespaces it shows, so the browser
// fetches them with the entry instead of one after another (issue 33). Each catalog is its own chunk; the
// bundle-size benchmark adds up the same list.
function catalogPreloads(page, namespaces) {
  if (page.language === 'en') return [];
  const sources = [
    'lib/i18n/load-language.ts',
    `lib/i18n/language-catalogs/${page.language}.ts`,
    ...namespaces.map((namespace) => `lib/i18n/catalogs/${namespace}/${page.language}.ts`),
  ];
  return sources.flatMap((source) =>
    manifest[source] ? [`<link rel="modulepreload" crossorigin href="/${manifest[source].file}">`] : [],
  );
}

function pageHtml(page, appHtml, namespaces) {
  let html = inlineStyles(template)
    .replace('<html lang="en">', `<html lang="${page.language}" dir="${entry.directionOf(page.language)}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(
      '</head>',
      `  ${[headFor(page), ...catalogPreloads(page, namespaces)].join('\n    ')}\n  </head>`,
    );
  if (appHtml) html = html.replace('<div id="root"></div>', `<div id="root">${appHtml}</div>`);
  return html;
}

if (!template.includes('<html lang="en">')) throw new Error('dist/client/index.html has no <html lang="en">');
rmSync(outDir, { recursive: true, force: true });
const pages = [];
// One language at a time: the app renders in the language made current before it (issue 33 item 2).
for (const language of entry.PAGE_LANGUAGES) {
  await entry.loadPageLanguage(language);
  for (const page of entry.pageSpecs(language)) pages.push({ page, ...(await renderPage(page)) });
}
for (const { page, appHtml, namespaces } of pages) {
  const file = path.join(outDir, entry.prerenderedFile(page.path));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(page, appHtml, namespaces));
}
console.log(
  `prerender: ${pages.length} pages in ${entry.PAGE_LANGUAGES.length} languages -> ${path.relative(clientDir, outDir)}`,
);
rmSync(ssrDir, { recursive: true, force: true });

async function renderPage(page) {
  let appHtml = '';
  let namespaces = [];
  try {
    ({ html: appHtml, namespaces } = await entry.renderApp(page.path));
    // The CSP allows no inline script; a page that needs one (an unresolved Suspense boundary) is not served.
    if (appHtml.includes('<script')) throw new Error('the rendered markup contains an inline script');
    if (appHtml.includes('404 Page Not Found')) throw new Error('the app has no screen for this path yet');
  } catch (error) {
    // Head tags alone still make the page findable; the app then renders in the browser as usual.
    console.warn(`prerender: ${page.path}: head only (${error instanceof Error ? error.message : error})`);
    appHtml = '';
  }
  return { appHtml, namespaces };
}
