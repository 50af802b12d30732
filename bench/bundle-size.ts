import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

async function routeSizes(dist: string, manifest: Manifest, pageSource: string) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource));
  if (!entryKey || !pageKey) return undefined;
  const chunks = firstLoadChunks(manifest, [entryKey, pageKey]);
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
 * Issue 33: the landing page in each other interface language loads, after its first render, the catalog loader (the
 * chunk of lib/i18n/load-language.ts) and that language's catalogs (ADR 0085). Each line is the
 * English first load plus those chunks: what a visitor in that language downloads in all.
 */
async function languageSizes(dist: string, manifest: Manifest, englishJs: number): Promise<BenchResult[]> {
  const loaderKey = Object.keys(manifest).find((key) => key.endsWith('lib/i18n/load-language.ts'));
  if (!loaderKey) return [];
  // Chunks the English page already loaded (shared code Vite hoisted into them) are not counted twice.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = Object.keys(manifest).find((key) => key.endsWith('features/landing/landing-page.tsx'));
  const loaded = firstLoadChunks(
    manifest,
    [entryKey, pageKey].filter((key) => key !== undefined),
  );
  const loader = [...firstLoadChunks(manifest, [loaderKey])].filter((key) => !loaded.has(key));
  const languages = new Set(
    Object.keys(manifest).flatMap((key) => /lib\/i18n\/catalogs\/[\w-]+\/(\w+)\.ts$/.exec(key)?.[1] ?? []),
  );
  languages.delete('en');
  const results: BenchResult[] = [];
  for (const language of [...languages].sort()) {
    const catalogs = Object.keys(manifest).filter(
      (key) => key.endsWith(`/${language}.ts`) && key.includes('lib/i18n/catalogs/'),
    );
    let extra = 0;
    for (const key of new Set([...loader, ...catalogs])) {
      const chunk = manifest[key];
      if (chunk) extra += await gzipSize(dist, chunk.file);
    }
    results.push({
      name: `landing page (/) in ${language}: first-load JS plus its catalogs, gzipped`,
      value: englishJs + extra / 1024,
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
  if (landing) results.push(...(await languageSizes(dist, manifest, landing.js)));
  const builder = await routeSizes(dist, manifest, 'app/screens/builder-screen.tsx');
  if (builder) {
    results.push({ name: 'builder first-load JS, gzipped', value: builder.js, unit: 'KB', target: '<= 250' });
  }
  return results;
}
