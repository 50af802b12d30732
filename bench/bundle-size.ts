import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { INTERFACE_LANGUAGES } from '../src/domain/interface-languages';
import { builtClient } from './production-server';
import type { BenchResult } from './result';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk a route loads before it can render: its lazy page chunk, the entry, and their static imports. */
function firstLoadChunks(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

async function gzipSize(dist: string, file: string): Promise<number> {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
}

/** The manifest keys of the entry and a route's page: what a route loads first starts from these. */
function routeKeys(manifest: Manifest, pageSource: string): string[] | undefined {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource));
  return entryKey && pageKey ? [entryKey, pageKey] : undefined;
}

/**
 * The query client loads beside every screen that uses it (src/client/shared/query/lazy-with-queries.tsx), not
 * as the screen's import: such a route counts it too.
 */
const QUERY_SCOPE = 'shared/query/query-scope.tsx';

async function routeSizes(dist: string, manifest: Manifest, pageSource: string, alongside: string[] = []) {
  const page = routeKeys(manifest, pageSource);
  const keys = page && [...page, ...alongside.filter((key) => manifest[key])];
  if (!keys) return undefined;
  const chunks = firstLoadChunks(manifest, keys);
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += await gzipSize(dist, chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += await gzipSize(dist, file);
  return { js: js / 1024, css: css / 1024 };
}

/**
 * Issue 33: the landing page in each other interface language (/es/, /fr/ ... /ar/) loads what the English one
 * does, plus the catalog loader (lib/i18n/load-language.ts), that language's list of catalogs and the catalogs
 * of the namespaces the page shows, one chunk each (ADR 0097). The prerender names the catalogs the page showed
 * in its HTML (modulepreload links, scripts/prerender.mjs); this adds up every chunk that page's HTML and its
 * route name, so a catalog the landing starts to show is counted as soon as it is.
 */
async function languageSizes(
  dist: string,
  manifest: Manifest,
  englishKeys: string[],
): Promise<BenchResult[]> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const results: BenchResult[] = [];
  for (const language of INTERFACE_LANGUAGES.filter((code) => code !== 'en')) {
    const html = await readFile(path.join(dist, 'prerendered', language, 'index.html'), 'utf8').catch(
      () => '',
    );
    if (!html) throw new Error(`no prerendered landing page for '${language}' in ${dist}`);
    const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].flatMap(
      (match) => byFile.get(match[1] as string) ?? [],
    );
    const always = ['lib/i18n/load-language.ts', `lib/i18n/language-catalogs/${language}.ts`].filter(
      (key) => manifest[key],
    );
    const chunks = firstLoadChunks(manifest, [...englishKeys, ...always, ...named]);
    const catalogs = [...chunks].flatMap((key) => /lib\/i18n\/catalogs\/([\w-]+)\//.exec(key)?.[1] ?? []);
    let js = 0;
    for (const key of chunks) {
      const chunk = manifest[key];
      if (chunk) js += await gzipSize(dist, chunk.file);
    }
    results.push({
      name: `landing page (/${language}/) first-load JS with its catalogs (${catalogs.sort().join(', ') || 'none'}), gzipped`,
      value: js / 1024,
      unit: 'KB',
      target: '<= 100',
    });
  }
  return results;
}

/**
 * Issues 3 and 9: gzipped JavaScript and CSS each route loads first, from a build of the current source made
 * for this run (or BENCH_CLIENT_DIR), never from dist/client, which may be stale or mid-rebuild.
 */
export async function benchBundleSize(): Promise<BenchResult[]> {
  const dist = await builtClient();
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const results: BenchResult[] = [];
  const landing = await routeSizes(dist, manifest, 'features/landing/landing-page.tsx');
  if (landing) {
    results.push({
      name: 'landing page (/) first-load JS, gzipped',
      value: landing.js,
      unit: 'KB',
      target: '<= 100',
    });
    results.push({ name: 'landing page (/) CSS, gzipped', value: landing.css, unit: 'KB', target: '<= 25' });
  }
  const landingKeys = routeKeys(manifest, 'features/landing/landing-page.tsx');
  if (landingKeys) results.push(...(await languageSizes(dist, manifest, landingKeys)));
  const builder = await routeSizes(dist, manifest, 'app/screens/builder-screen.tsx', [QUERY_SCOPE]);
  if (builder) {
    results.push({ name: 'builder first-load JS, gzipped', value: builder.js, unit: 'KB', target: '<= 250' });
  }
  return results;
}
