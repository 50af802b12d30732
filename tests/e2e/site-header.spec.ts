import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The one site header on every page that is not the builder or a modal flow (issue 23, ADR 0022). */

async function signUp(page: Page) {
  const email = `header-${randomBytes(5).toString('hex')}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Hana', lastName: 'Header', email, password: 'Header-pass-1' },
  });
  expect(response.status()).toBe(201);
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the plan, design and improve pages carry the header, its logo going home', async ({ page }) => {
  for (const path of ['/select-plan', '/design', '/improve']) {
    await page.goto(path);
    await expect(header(page).getByRole('button', { name: 'Log in' }), path).toBeVisible();
    // A resume is in progress on these pages: no one-click start over of the guest's local copy.
    await expect(header(page).getByRole('link', { name: 'Build my Resume' }), path).toHaveCount(0);
  }
  await header(page).getByRole('link', { name: 'Resumable home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/dashboard', '/account-settings']) {
  test(`sign out from ${path} through the user menu`, async ({ page }) => {
    await signUp(page);
    await page.goto(path);
    await header(page).getByRole('button', { name: 'Account menu for Hana' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Resumes' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await (await page.request.get('/api/current-user')).json()).user).toBeNull();
  });
}

test('the menu moves between My Resumes and Account Settings', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Hana!' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Account menu for Hana' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Account menu for Hana' }).click();
  await page.getByRole('menuitem', { name: 'My Resumes' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Hana!' })).toBeVisible();
});
