import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * axe-core on the screens not covered by their own journeys' checks (the builder steps, /write/preview and
 * /ats-templates are checked in builder.spec.ts and templates.spec.ts; / in landing.spec.ts).
 */

test('the plan page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/select-plan');
  await expect(page.getByRole('button', { name: /continue/i })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the dashboard and account settings have no serious or critical accessibility violation', async ({
  page,
}) => {
  const email = `a11y-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Analytical-1' },
  });
  expect(registered.status()).toBe(201);
  await page.request.post('/api/resume-drafts', {
    data: { title: 'Engine notes', data: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByText('Engine notes')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
