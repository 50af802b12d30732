import type { Page } from '@playwright/test';
import { freshPage, launchChromium } from './browser';
import { startProductionServer } from './production-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

const SAMPLES = 30;
const WARM_UP = 3;
/** Faster than the 100 ms debounce, as a person types, so only the last key starts a render. */
const KEY_DELAY_MS = 40;

interface Timing {
  /** Last keystroke (keydown) to the page-1 <img> getting a new src. */
  toSrc: number;
  /** The same, to that image being decoded and ready to paint. */
  toDecoded: number;
}

/**
 * Runs in the page before each sample: remembers the last keydown and resolves when page 1 of the live
 * preview shows another image, with both moments on the page's own clock (performance.now()).
 */
function watchNextPreview(): void {
  const root = document.querySelector('aside[aria-label="Live preview"]');
  if (!root) throw new Error('no live preview panel');
  const pageOne = () => root.querySelector<HTMLImageElement>('img[alt^="Resume page 1 of"]');
  const before = pageOne()?.getAttribute('src');
  const state = window as unknown as { lastKey: number; listening?: boolean; nextPreview: Promise<Timing> };
  state.lastKey = 0;
  if (!state.listening) {
    state.listening = true;
    document.addEventListener('keydown', () => (state.lastKey = performance.now()), { capture: true });
  }
  state.nextPreview = new Promise<Timing>((resolve) => {
    const observer = new MutationObserver(() => {
      const image = pageOne();
      const src = image?.getAttribute('src');
      if (!image || !src || src === before) return;
      const at = performance.now();
      observer.disconnect();
      void image
        .decode()
        .catch(() => undefined)
        .then(() => resolve({ toSrc: at - state.lastKey, toDecoded: performance.now() - state.lastKey }));
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
}

async function sample(page: Page, index: number): Promise<Timing> {
  await page.evaluate(watchNextPreview);
  // The First Name input (its label carries a required mark).
  const field = page.locator('input[autocomplete="given-name"]');
  await field.press('Control+A');
  // A new name each time: the server's Typst cache never answers for an earlier sample.
  await page.keyboard.type(`Ada${index}x`, { delay: KEY_DELAY_MS });
  return page.evaluate(() => (window as unknown as { nextPreview: Promise<Timing> }).nextPreview);
}

/** Issue 3: last keystroke to updated preview in Chromium against the local production server. */
export async function benchKeystroke(): Promise<BenchResult[]> {
  const server = await startProductionServer();
  const browser = await launchChromium();
  try {
    const { page } = await freshPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/write/personal-details`);
    await page.locator('aside[aria-label="Live preview"] img[alt^="Resume page 1 of"]').waitFor();
    const timings: Timing[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const timing = await sample(page, i);
      if (i >= WARM_UP) timings.push(timing);
      // Let the page settle so one sample's render never overlaps the next one's keystrokes.
      await page.waitForTimeout(150);
    }
    const toSrc = summarize(timings.map((t) => t.toSrc));
    const toDecoded = summarize(timings.map((t) => t.toDecoded));
    return [
      {
        name: `last keystroke to new preview src, ${SAMPLES} samples (p95)`,
        value: toSrc.p95,
        unit: 'ms',
        target: '<= 150',
      },
      { name: 'last keystroke to new preview src (median)', value: toSrc.median, unit: 'ms' },
      { name: 'last keystroke to decoded preview image (p95)', value: toDecoded.p95, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
