import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the interface-language journeys share (issue 33): opening a page, finding English left, accounts. */

export async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  // The header's buttons appear once the sign-in check has answered; the page is interactive from then on.
  await expect(page.getByRole('banner').getByRole('link').nth(1)).toBeVisible();
}

export const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(name);

/**
 * The English left in the pseudo-language inside `selector`: text and aria-labels with three plain letters in a
 * row. Brand, language names and addresses (translate="no") stay as they are; content that exists only in
 * English is marked lang="en".
 */
export function englishLeft(page: Page, selector: string): Promise<string[]> {
  return englishLeftIn(page.locator(selector));
}

/** englishLeft in every element a locator finds (the translated cards of a page that is not all translated). */
export function englishLeftIn(roots: Locator): Promise<string[]> {
  return roots.evaluateAll((elements) => {
    if (elements.length === 0) throw new Error('no element to read');
    const found: string[] = [];
    for (const root of elements) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // A <time> is a date in the locale's format: the pseudo-language's is the browser's English. A textarea's
        // text is its value, what the user wrote (or an import read), like an input's.
        if (!parent || parent.closest('[translate="no"], [lang="en"], time, textarea, script, style'))
          continue;
        const text = node.textContent ?? '';
        if (/[A-Za-z]{3,}/.test(text)) found.push(text.trim());
      }
      const labelled = [root, ...root.querySelectorAll('[aria-label], [placeholder]')];
      found.push(
        ...labelled
          .filter((element) => !element.closest('[translate="no"], [lang="en"]'))
          .flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('placeholder')])
          .filter((label): label is string => !!label && /[A-Za-z]{3,}/.test(label)),
      );
    }
    return found;
  });
}

/** A new account, signed in for the page's requests (the browser context shares the cookie). */
export async function signUp(request: APIRequestContext, firstName = 'Ana') {
  const email = `i18n-${randomBytes(5).toString('hex')}@example.com`;
  const response = await request.post('/api/auth/register', {
    data: { firstName, lastName: 'Ruiz', email, password: 'Journey-pass-1' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

export async function createDraft(request: APIRequestContext, title: string) {
  const response = await request.post('/api/resume-drafts', {
    data: { title, data: { personalDetails: { firstName: 'Ana' } } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Buys the 3-month plan in the sandbox through the API, as the plan page and the sandbox page would. */
export async function buyThreeMonths(request: APIRequestContext): Promise<string> {
  const created = await request.get('/api/create-checkout-session?plan=3month');
  expect(created.status(), await created.text()).toBe(200);
  const { checkoutUrl } = (await created.json()) as { checkoutUrl: string };
  const id = checkoutUrl.split('/').pop() ?? '';
  const completed = await request.post(`/api/sandbox-checkout/${id}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await completed.json()) as { redirectUrl: string }).redirectUrl;
}

export async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll, 'horizontal overflow at 360 px').toBeLessThanOrEqual(width.client);
}
