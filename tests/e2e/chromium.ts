import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { npmChromium } from './npm-chromium';

/**
 * The one place that decides which Chromium the browser tests and benchmarks launch, and how. A system
 * Chromium first (CHROMIUM_PATH, then /usr/bin/chromium or /usr/bin/chromium-browser), unless
 * RESUMABLE_NO_SYSTEM_CHROMIUM=1; otherwise the chrome-headless-shell of the @sparticuz/chromium dev
 * dependency, so `npm install && npm test` needs nothing but Node.
 */
export interface ChromiumChoice {
  source: 'system' | 'npm';
  executablePath: string;
  args: string[];
  /** The browser's whole environment when it needs more than ours; undefined: inherit. */
  env: Record<string, string> | undefined;
  /** Why this one: the system paths looked at, or the npm package. */
  origin: string;
}

/**
 * Without the background-networking flags Chromium reaches for Google's services at every start, which this
 * network refuses. No sandbox: neither a root CI user nor the unpacked shell (no setuid helper) can have one.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function systemCandidates(): string[] {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

function withEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return { ...env, ...extra };
}

export function chooseChromium(): ChromiumChoice {
  const candidates = systemCandidates();
  const ignoreSystem = process.env.RESUMABLE_NO_SYSTEM_CHROMIUM === '1';
  const system = ignoreSystem ? undefined : candidates.find((candidate) => existsSync(candidate));
  if (system)
    return { source: 'system', executablePath: system, args: CHROMIUM_ARGS, env: undefined, origin: system };
  const npm = npmChromium();
  return {
    source: 'npm',
    executablePath: npm.executablePath,
    args: CHROMIUM_ARGS,
    env: withEnv(npm.env),
    origin: ignoreSystem
      ? `@sparticuz/chromium ${npm.packageVersion} (RESUMABLE_NO_SYSTEM_CHROMIUM=1)`
      : `@sparticuz/chromium ${npm.packageVersion} (no Chromium at ${candidates.join(', ')})`,
  };
}

/** One line for the start of a run: which browser, which version, from where. */
export function describeChromium(choice: ChromiumChoice): string {
  const version = spawnSync(choice.executablePath, ['--version'], { encoding: 'utf8', env: choice.env });
  const name = version.status === 0 ? version.stdout.trim() : 'version unknown';
  const kind = choice.source === 'system' ? 'system Chromium' : 'chrome-headless-shell';
  return `Browser: ${kind}, ${name}, from ${choice.origin}`;
}
