import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { chooseChromium, describeChromium } from '../tests/e2e/chromium';

let named = false;

/** The Chromium tests/e2e/chromium.ts chooses (system or npm), named once per benchmark run. */
export function launchChromium(): Promise<Browser> {
  const choice = chooseChromium();
  if (!named) console.log(describeChromium(choice));
  named = true;
  return chromium.launch({ executablePath: choice.executablePath, args: choice.args, env: choice.env });
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
