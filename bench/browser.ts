import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { chromium } from '@playwright/test';

/** The machine's Chromium, kept away from Google's services (this network refuses them). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (empty cache and storage) and page. tsx compiles with esbuild's keepNames, which wraps
 * named inner functions in `__name(...)`; functions handed to page.evaluate need that helper in the page too.
 */
export async function freshPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await context.addInitScript('window.__name = (fn) => fn;');
  return { context, page: await context.newPage() };
}
