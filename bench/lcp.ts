import type { Browser, BrowserContextOptions } from '@playwright/test';
import { INTERFACE_LANGUAGES } from '../src/domain/interface-languages';
import { freshPage, launchChromium } from './browser';
import { startProductionServer } from './production-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

const LOADS = 5;

/**
 * Chrome DevTools' 'Fast 3G' preset (since renamed 'Slow 4G'; Lighthouse's mobile throttling uses the same
 * 150 ms RTT / 1.6 Mbps / 750 kbps link): request latency 150 ms x 3.75 = 562.5 ms, 1.6 Mbps x 0.9 down and
 * 750 kbps x 0.9 up, in bytes per second, plus a 4x CPU slowdown.
 */
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (Moto G Power) and its desktop one. */
export const VIEWPORTS: Record<string, BrowserContextOptions> = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};

export interface Paint {
  lcp: number;
  element: string;
}

/** In the page: the last largest-contentful-paint entry once the page has been quiet a moment. */
function readLcp(): Promise<Paint> {
  return new Promise((resolve) => {
    let last: Paint = { lcp: Number.NaN, element: 'none' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const element = entry.element;
        const label = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : '?';
        last = { lcp: entry.startTime, element: label };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(last), 1000);
  });
}

/** One cold load: new context (empty cache), throttled before navigation, LCP read after network idle. */
export async function coldLoad(
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
): Promise<Paint> {
  const { context, page } = await freshPage(browser, options);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return await page.evaluate(readLcp);
  } finally {
    await context.close();
  }
}

/**
 * Issue 9: largest contentful paint of / under 'Fast 3G / 4x CPU' against the local production server; issue 33:
 * the same for the landing page in every other interface language (/es/ ... /ar/), with the same targets.
 */
export async function benchLcp(): Promise<BenchResult[]> {
  const server = await startProductionServer();
  const browser = await launchChromium();
  try {
    // One unthrottled load first, so the server's own first-request work is not in the figures.
    await coldLoad(browser, `${server.url}/`, {}).catch(() => undefined);
    const results: BenchResult[] = [];
    for (const language of INTERFACE_LANGUAGES) {
      const path = language === 'en' ? '/' : `/${language}/`;
      for (const [name, options] of Object.entries(VIEWPORTS)) {
        const paints: Paint[] = [];
        for (let i = 0; i < LOADS; i++) paints.push(await coldLoad(browser, `${server.url}${path}`, options));
        const elements = [...new Set(paints.map((paint) => paint.element))].join(', ');
        results.push({
          name: `LCP of ${path} (${name}, Fast 3G + 4x CPU, median of ${LOADS} cold loads; element ${elements})`,
          value: summarize(paints.map((paint) => paint.lcp)).median,
          unit: 'ms',
          target: '< 1500',
        });
      }
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
