import { test as base, expect, type Page } from '@playwright/test';

/**
 * `page` that fails the test on any console error or uncaught page error, so a journey that "works" while
 * the console complains does not pass. A test that expects an error lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // Chromium reports every 4xx answer as a console error; the app answers those (a taken e-mail, a
      // conflict, the 404 page) by design. A 5xx or anything the app itself logs still fails the test.
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await reportScreen(page);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

export { expect };

/**
 * What the page showed when a journey failed, printed to the log: CI keeps the log but not the traces, and a
 * failure that does not happen alone is otherwise unreadable.
 */
async function reportScreen(page: Page): Promise<void> {
  const text = await page
    .evaluate(() => document.body?.textContent ?? '')
    .catch((error: unknown) => `(page unreadable: ${String(error)})`);
  console.error(`Failed journey's page: ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 600)}`);
}
