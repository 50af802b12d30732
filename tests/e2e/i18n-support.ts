import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Messages } from '../../src/client/lib/i18n/format-message';
import { escapeRegExp } from '../../src/domain/escape-reg-exp';
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

const CATALOGS = new URL('../../src/client/lib/i18n/catalogs/', import.meta.url);

/** Every namespace's catalog in a language (catalogs/<namespace>/<language>.ts), all in one list. */
async function catalogsOf(language: string): Promise<Messages[]> {
  const namespaces = readdirSync(CATALOGS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Promise.all(
    namespaces.map(
      async ({ name }) =>
        ((await import(new URL(`${name}/${language}.ts`, CATALOGS).href)) as { default: Messages }).default,
    ),
  );
}

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;

/**
 * What tells English apart in a language's pages: the English catalogs' messages that the language says
 * otherwise (a message the language words the same, as "PDF" or a brand, is no sign of English), each as a
 * whole text: a key the language's catalog lacks falls back to English (load-language.ts), and shows as one of
 * these. A message with `{{values}}` matches with anything in their place; one with tags is split into texts by
 * its tags and is left out.
 */
async function englishMessages(language: string): Promise<RegExp[]> {
  const [english, translated] = await Promise.all([catalogsOf('en'), catalogsOf(language)]);
  const theirs = new Set(translated.flatMap((messages) => Object.values(messages)));
  const found = new Set(
    english
      .flatMap((messages) => Object.values(messages))
      .filter((message) => !theirs.has(message) && !/<\/?\w+>/.test(message))
      // The words around the values must be English on their own: '{{plan}}:' tells nothing.
      .filter((message) => /[A-Za-z]{3,}/.test(message.replace(PLACEHOLDER, ''))),
  );
  return [...found].map(
    (message) => new RegExp(`^${message.trim().split(PLACEHOLDER).map(escapeRegExp).join('.+?')}$`, 's'),
  );
}

const englishMessagesByLanguage = new Map<string, Promise<RegExp[]>>();

/**
 * Short English words no sentence of the interface languages uses: a sentence written into a component rather
 * than a catalog, or an English answer of the server, holds one of them.
 */
const ENGLISH_WORDS = /\b(the|and|your|you|with|this|that|from|our|will|please)\b/i;

/**
 * The English left on a page shown in a real interface language (`language`: 'es', 'fr', ...), inside
 * `selector`: its texts, labels, placeholders, titles and alternative texts, and the document's title, that are
 * an English message of the catalogs or hold plainly English words. englishLeft, for the pseudo-language, cannot
 * tell English from Spanish. What the user wrote, brands and content that exists only in English are left out
 * as there (translate="no", lang="en", inputs' values).
 */
export async function englishLeftInLanguage(
  page: Page,
  language: string,
  selector = 'body',
): Promise<string[]> {
  let messages = englishMessagesByLanguage.get(language);
  if (!messages) {
    messages = englishMessages(language);
    englishMessagesByLanguage.set(language, messages);
  }
  const texts = await page.locator(selector).evaluateAll((elements) => {
    const found = [document.title];
    const mine = '[translate="no"], [lang="en"], textarea, script, style';
    for (const root of elements) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && !parent.closest(mine)) found.push(node.textContent ?? '');
      }
      for (const element of [root, ...root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')]) {
        if (element.closest('[translate="no"], [lang="en"]')) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          found.push(element.getAttribute(name) ?? '');
      }
    }
    return found.map((text) => text.trim()).filter((text) => /[A-Za-z]{3,}/.test(text));
  });
  const english = await messages;
  return [
    ...new Set(
      texts.filter((text) => ENGLISH_WORDS.test(text) || english.some((message) => message.test(text))),
    ),
  ];
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
