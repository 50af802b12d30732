import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_IDENTITY_COOKIE } from './oauth-provider';

/**
 * Google sign-in against the local OpenID provider started by the global setup (tests/e2e/oauth-provider.ts):
 * it signs in without a form, with the verified e-mail the journey put in its identity cookie.
 */
// The landing page (its header opens the modal), with a query that must survive the round trip.
const START_PAGE = '/?journey=oauth';

async function signInAs(context: BrowserContext, label: string): Promise<string> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  await context.addCookies([{ name: E2E_IDENTITY_COOKIE, value: email, domain: '127.0.0.1', path: '/' }]);
  return email;
}

async function openSignUpModal(page: Page) {
  await page.goto(START_PAGE);
  await page.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
  return modal;
}

async function expectSignedInAs(page: Page, email: string) {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const me = await (await page.request.get('/api/current-user')).json();
  expect(me).toMatchObject({ success: true, user: { email, authProvider: 'google', firstName: 'Gina' } });
}

async function startPopupSignUp(page: Page, context: BrowserContext) {
  const modal = await openSignUpModal(page);
  const popupStart = context.waitForEvent('request', (request) =>
    request.url().includes('/api/auth/google?'),
  );
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Sign up with Google' }).click();
  const popup = await popupOpened;
  const start = new URL((await popupStart).url());
  expect(start.searchParams.get('popup')).toBe('true');
  expect(start.searchParams.get('redirect')).toBe(START_PAGE);
  return popup;
}

test('sign up with Google in a popup: the page ends signed in where it was', async ({ page, context }) => {
  const email = await signInAs(context, 'google-popup');
  await startPopupSignUp(page, context);

  await expectSignedInAs(page, email);
  const landed = new URL(page.url());
  expect(`${landed.pathname}${landed.search}`).toBe(START_PAGE);
  // The popup page wrote the local-storage channel of section 4, with a fresh timestamp.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('oauth:success'))) ?? '{}');
  expect(stored.redirect).toBe(START_PAGE);
  expect(Date.now() - stored.timestamp).toBeLessThan(30_000);
});

// The callback's popup page is served with COOP 'unsafe-none': under the app-wide 'same-origin-allow-popups', a
// popup that reaches it through the provider's (cross-origin) pages would lose window.opener and, instead of
// closing, load the app itself.
test('the popup tells its opener and closes itself after signing in', async ({ page, context }) => {
  const email = await signInAs(context, 'google-popup-close');
  const popup = await startPopupSignUp(page, context);
  await popup.waitForEvent('close', { timeout: 10_000 });
  // The opener took the message: it is signed in. (Waiting for it also keeps the test from ending while
  // Chromium is still tearing the closed popup down: closing the context then once hung for a minute.)
  await expectSignedInAs(page, email);
});

test('a blocked popup falls back to a same-window sign-in without the popup flag', async ({
  page,
  context,
}) => {
  const email = await signInAs(context, 'google-blocked');
  // What a popup blocker does: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const modal = await openSignUpModal(page);
  let popups = 0;
  page.on('popup', () => {
    popups += 1;
  });
  const sameWindowStart = page.waitForRequest((request) => request.url().includes('/api/auth/google?'));
  const callback = page.waitForResponse((response) => response.url().includes('/api/auth/google/callback'));
  await modal.getByRole('button', { name: 'Sign up with Google' }).click();

  const start = new URL((await sameWindowStart).url());
  expect(start.searchParams.has('popup')).toBe(false);
  expect(start.searchParams.get('redirect')).toBe(START_PAGE);
  // Without the popup flag the callback answers with a redirect, not the popup page.
  const answer = await callback;
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(START_PAGE);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === START_PAGE);

  await expectSignedInAs(page, email);
  expect(popups).toBe(0);
});
