import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { outboxMailTo } from './outbox';

/**
 * Interface languages (issue 33, ADR 0085): the switcher in the header and the footer changes the landing page's
 * texts in place, the choice survives a reload, Arabic lays the page out right to left, a first visit follows
 * the browser's languages, and the pseudo-language shows no overflow at 360 px and no English left.
 */

test.use({ locale: 'en-US' });

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  // The header's buttons appear once the sign-in check has answered; the page is interactive from then on.
  await expect(page.getByRole('banner').getByRole('link').nth(1)).toBeVisible();
}

const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(name);

test('a visitor switches the landing page to Spanish, keeps it after a reload, then to Arabic, right to left', async ({
  page,
}) => {
  await openLanding(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Build an ATS-friendly resume in 7 minutes',
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Crear mi currículum' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }),
  ).toBeVisible();
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  await expect(page).toHaveTitle('Resumable: crea un currículum compatible con ATS en minutos');
  // The page stays where it was: the language changes the texts, not the address.
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'أنشئ سيرة ذاتية متوافقة مع أنظمة ATS في 7 دقائق',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('ar');
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: the logo, first in the header, now sits at the right-hand end.
  const viewport = page.viewportSize();
  const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Resumable' }).boundingBox();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Back to English: the spec's texts, left to right.
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Build an ATS-friendly resume in 7 minutes',
  );
  expect(await htmlAttribute(page, 'dir')).toBe('ltr');
});

test('the switcher keeps the visitor on the page they are reading', async ({ page }) => {
  await openLanding(page, '/blog');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('contentinfo').getByText('Politique de confidentialité')).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await htmlAttribute(page, 'lang')).toBe('fr');
});

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German, the first of the browser’s languages the interface has', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ein ATS-tauglicher Lebenslauf in 7 Minuten',
    );
    expect(await htmlAttribute(page, 'lang')).toBe('de');
  });
});

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the landing page neither overflows nor keeps any English in its translated parts', async ({
    page,
  }) => {
    await openLanding(page, '/?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/);
    // Answers count too: open every question.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll, 'horizontal overflow at 360 px').toBeLessThanOrEqual(width.client);

    const english = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Brand, language names and the address stay as they are; articles and reviews exist only in English.
        if (!parent || parent.closest('[translate="no"], [lang="en"], script, style')) continue;
        const text = node.textContent ?? '';
        if (/[A-Za-z]{3,}/.test(text)) found.push(text.trim());
      }
      const attributes = [...document.querySelectorAll('[aria-label]')]
        .filter((element) => !element.closest('[translate="no"], [lang="en"]'))
        .map((element) => element.getAttribute('aria-label') ?? '')
        .filter((label) => /[A-Za-z]{3,}/.test(label));
      return [...found, ...attributes];
    });
    expect(english).toEqual([]);
    await expect(page).toHaveTitle(/^\[.*\]$/);
  });
});

test('the switcher works from the keyboard alone', async ({ page }) => {
  await openLanding(page);
  const switcher = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Language' });
  // Tab from the home link reaches it, the first control after the logo.
  await page.getByRole('link', { name: 'Resumable home' }).focus();
  await page.keyboard.press('Tab');
  await expect(switcher).toBeFocused();
  // On a closed select, the arrow keys change the choice (Chromium on Linux and Windows).
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Crea un currículum compatible con ATS en 7 minutos',
  );
  expect(await htmlAttribute(page, 'lang')).toBe('es');
});

test('a signed-in user’s language follows them to another browser, and a new resume is written in it', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `language-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Language-journey-1';
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ana', lastName: 'Ortega', email, password },
  });
  expect(registered.status()).toBe(201);
  await openLanding(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
  expect((await saved).status()).toBe(200);

  // Another browser, English by its locale and with nothing stored: the account's choice wins once signed in.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    expect((await other.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
    const otherPage = await other.newPage();
    await openLanding(otherPage);
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'de');
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Ein ATS-tauglicher Lebenslauf in 7 Minuten',
    );
  } finally {
    await other.close();
  }

  // Mail follows the account too: the reset link asked for from an English browser comes in German.
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  const reset = await outboxMailTo(email, /lang=(3D)?"de"/);
  expect(reset).toMatch(/Passwort/);

  // A resume begun now is a German resume (its language stays its own setting).
  await page.goto('/design');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Resume language')).toHaveValue('de');
});
