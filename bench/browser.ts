import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium-flags';

/** The machine's Chromium, kept away from Google's services (this network refuses them). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
