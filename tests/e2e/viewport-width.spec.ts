import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/domain/routes';
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
      const email = `narrow-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
      const registered = await page.request.post('/api/auth/register', {
        data: { firstName: 'Maximiliane', lastName: 'Narrow', email, password: 'Narrow-pass-1' },
      });
      expect(registered.status()).toBe(201);
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
  });
}
