import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { untar } from './untar';

/**
 * The chrome-headless-shell that @sparticuz/chromium ships (a dev dependency), for machines without a system
 * Chromium. Its own `executablePath()` unpacks into the shared /tmp (/tmp/chromium, /tmp/fonts) and trusts any
 * file already there, so two runs, two users or an older version collide. Here the same brotli files are
 * unpacked once per package version into node_modules/.cache, through a staging folder renamed into place, so a
 * half-written browser is never launched. The NSS libraries of its Amazon Linux bundle are used too, so the
 * machine needs no libnss3 either.
 */
export interface NpmChromium {
  executablePath: string;
  /** Added to the browser's environment: the bundled libraries and a font configuration. */
  env: Record<string, string>;
  packageVersion: string;
}

const require = createRequire(import.meta.url);
// The package exports only its entry (build/cjs/index.cjs); its brotli files are in bin/ beside build/.
const packageDir = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '..', '..');
const binDir = path.join(packageDir, 'bin');
const packageVersion = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version;
const cacheRoot = path.resolve(packageDir, '..', '..', '.cache', 'resumable-chromium');
const unpackedDir = path.join(cacheRoot, packageVersion);

const inflate = (file: string): Buffer => brotliDecompressSync(readFileSync(path.join(binDir, file)));

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The machine's fonts when it has a fontconfig setup, plus the package's Open Sans when it has none. */
function fontConfig(dir: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${xml(path.join(dir, 'fonts', 'fonts'))}</dir>`,
    `  <cachedir>${xml(path.join(dir, 'fontconfig-cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

function unpack(): void {
  mkdirSync(cacheRoot, { recursive: true });
  const staging = mkdtempSync(path.join(cacheRoot, `.unpacking-${packageVersion}-`));
  chmodSync(staging, 0o755);
  try {
    writeFileSync(path.join(staging, 'chromium'), inflate('chromium.br'), { mode: 0o755 });
    untar(inflate('swiftshader.tar.br'), staging);
    untar(inflate('al2023.tar.br'), staging);
    untar(inflate('fonts.tar.br'), path.join(staging, 'fonts'));
    writeFileSync(path.join(staging, 'fontconfig.conf'), fontConfig(unpackedDir));
    renameSync(staging, unpackedDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run renamed its copy into place first: use that one.
    if (!existsSync(path.join(unpackedDir, 'chromium'))) throw error;
  }
}

/** Unpacks on first use (about two seconds), then only checks that the folder is there. */
export function npmChromium(): NpmChromium {
  if (!existsSync(path.join(unpackedDir, 'chromium'))) unpack();
  const libraries = path.join(unpackedDir, 'lib');
  const inherited = process.env.LD_LIBRARY_PATH;
  return {
    executablePath: path.join(unpackedDir, 'chromium'),
    env: {
      LD_LIBRARY_PATH: inherited ? `${libraries}:${inherited}` : libraries,
      FONTCONFIG_FILE: path.join(unpackedDir, 'fontconfig.conf'),
    },
    packageVersion,
  };
}
