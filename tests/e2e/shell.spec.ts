import { expect, test } from './fixtures';

test('the home page loads with no console error', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /build my resume/i }).first()).toBeVisible();
});

test.describe('not found', () => {
  // Chromium logs the document's own 404 status as a console error; that status is the point here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the demo screens the spec does not show fall to the 404 page', async ({ page }) => {
    for (const path of ['/stepper-demo', '/builder-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    }
  });
});
