import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/domain/routes';
import { sampleResume } from '../support/resume-fixtures';
import { expect, test } from './fixtures';

/**
 * No screen scrolls sideways on a phone: every page of the route table (public pages, builder steps, extra
 * sections, preview) is checked at the two common narrow widths. A page whose content is wider than the
 * viewport makes the document's scrollWidth exceed its clientWidth.
 */
const PHONE_WIDTHS = [360, 390] as const;
/** Routes with a parameter are visited with a real value; the sandbox checkout needs a session of its own. */
const PARAM_VALUES: Record<string, string | null> = {
  '/blog/:slug': '/blog/ats-friendly-resume-basics',
  '/sandbox-checkout/:id': null,
  // A guest is asked to sign in; the signed-in job page is measured in jobs.spec.ts.
  '/jobs/:id': '/jobs/0b6f8f8e-4a52-4c1e-9d2e-5f0c6a1b2c3d',
  // A guest is asked to sign in; the signed-in editor is measured in cover-letters.spec.ts.
  '/cover-letters/:id': '/cover-letters/0b6f8f8e-4a52-4c1e-9d2e-5f0c6a1b2c3d',
  // Guests are asked to sign in; the signed-in pages are measured in share-and-history.spec.ts.
  '/drafts/:id/history': '/drafts/0b6f8f8e-4a52-4c1e-9d2e-5f0c6a1b2c3d/history',
  '/drafts/:id/share': '/drafts/0b6f8f8e-4a52-4c1e-9d2e-5f0c6a1b2c3d/share',
};
const PATHS = APP_ROUTES.map((route) =>
  route.path in PARAM_VALUES ? PARAM_VALUES[route.path] : route.path,
).filter((path): path is string => path !== null);

async function register(page: Page) {
  const email = `narrow-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Maximiliane', lastName: 'Narrow', email, password: 'Narrow-pass-1' },
  });
  expect(registered.status()).toBe(201);
}

/** How far the box of `locator` reaches past either edge of the viewport, in px (0 when inside). */
async function spill(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  return Math.max(0, -(box?.x ?? 0), (box?.x ?? 0) + (box?.width ?? 0) - width);
}

async function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no page is wider than the viewport, signed out', async ({ page }) => {
      test.setTimeout(180_000);
      const tooWide: string[] = [];
      for (const path of PATHS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth } = await overflow(page);
        if (scrollWidth > clientWidth) tooWide.push(`${path}: ${scrollWidth} > ${clientWidth}`);
      }
      expect(tooWide).toEqual([]);
    });

    test('the signed-in pages and their header fit too', async ({ page }) => {
      await register(page);
      const tooWide: string[] = [];
      for (const path of [
        '/',
        '/dashboard',
        '/jobs',
        '/cover-letters/new',
        '/account-settings',
        '/select-plan',
        '/design',
        '/improve',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth } = await overflow(page);
        if (scrollWidth > clientWidth) tooWide.push(`${path}: ${scrollWidth} > ${clientWidth}`);
      }
      expect(tooWide).toEqual([]);
    });

    // Issue 29.12: with a draft the builder's top bar holds Dashboard, Preview, Reset and Download.
    test('the signed-in builder with a draft, and its preview sheet, fit', async ({ page }) => {
      await register(page);
      const created = await page.request.post('/api/resume-drafts', {
        data: { title: 'Narrow draft', data: sampleResume() },
      });
      expect(created.status()).toBe(201);
      const { resumeDraft } = (await created.json()) as { resumeDraft: { id: string } };
      await page.goto(`/write/personal-details?resumeId=${resumeDraft.id}`);
      await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 });
      const topBar = page.getByRole('banner');
      for (const name of ['Dashboard', 'Preview', 'Reset', 'Download']) {
        const control = topBar.getByRole(name === 'Dashboard' ? 'link' : 'button', { name, exact: true });
        await expect(control).toBeVisible();
        expect(await spill(page, control), `${name} inside the viewport`).toBe(0);
      }
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await overflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

      await topBar.getByRole('button', { name: 'Preview', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Resume preview' });
      // Typesetting on a busy machine can take a while.
      await expect(sheet.getByRole('img', { name: /Resume page 1 of/ })).toBeVisible({ timeout: 30_000 });
      expect(await spill(page, sheet), 'the sheet inside the viewport').toBe(0);
      expect(await spill(page, sheet.getByRole('img', { name: /Resume page 1 of/ })), 'its page').toBe(0);
      expect(await spill(page, sheet.getByRole('button', { name: 'Close' })), 'its Close').toBe(0);
    });
  });
}
