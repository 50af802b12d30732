import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BUILDER = /\/write\/personal-details(\?|$)/;

/** The header shows its buttons once the sign-in check has answered. */
async function openLanding(page: Page, query = '') {
  await page.goto(`/${query}`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Build my Resume' }),
  ).toBeVisible();
}

test('every call to action on the landing page starts the builder with a blank resume', async ({ page }) => {
  await openLanding(page);
  const ctas = page.getByRole('main').getByRole('link', { name: /build my resume|create my resume/i });
  const count = await ctas.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const targets = [
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Build my Resume' }),
    ...Array.from({ length: count }, (_, i) => ctas.nth(i)),
  ];
  for (const [index, target] of targets.entries()) {
    if (index > 0) await openLanding(page);
    await target.click();
    await expect(page).toHaveURL(/\/write\/personal-details\?new=true$/);
  }
});

test('a signed-out visitor from an ad or a campaign goes straight to the builder', async ({ page }) => {
  for (const query of ['?utm_source=newsletter', '?ad=42', '?utm_campaign=spring&utm_medium=cpc']) {
    await page.goto(`/${query}`);
    await expect(page).toHaveURL(BUILDER);
  }
});

test('a plain visit stays on the landing page', async ({ page }) => {
  await openLanding(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('after a password reset a toast says so and Log in is one click away', async ({ page }) => {
  await page.goto('/?password-reset=success');
  await expect(page.getByText('Password reset successful', { exact: true })).toBeVisible();
  // The parameter is dropped, so a reload does not announce it again.
  await expect(page).toHaveURL(/\/$/);
  // One click opens the sign-in modal.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the FAQ opens and closes from the keyboard', async ({ page }) => {
  await openLanding(page);
  const question = page.locator('summary', { hasText: 'Can I get my money back?' });
  const details = page.locator('details', { has: question });
  const answer = details.getByText(/money-back guarantee/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await page.keyboard.press('Space');
  await expect(details).toHaveAttribute('open', '');
});

test('the figures sentence has a space between every word and number', async ({ page }) => {
  await openLanding(page);
  const sentence = page.getByText(/Job seekers with a clear, well-structured resume/);
  await expect(sentence).toHaveText(
    /get up to [\d.]+x more interviews and [\d.]+% more views from recruiters\.$/,
  );
});

test('the landing page shows measured figures and the support address', async ({ page }) => {
  await openLanding(page);
  // One resume built so far today reads 'resume built today' (a plural of the catalog, ADR 0085).
  await expect(page.getByText(/^resumes? built today$/)).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'support@resumable.test' }),
  ).toHaveAttribute('href', 'mailto:support@resumable.test');
});

test('the blog teaser leads to a real article and back to the builder', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('link', { name: 'What makes a resume ATS-friendly' }).click();
  await expect(page).toHaveURL(/\/blog\/ats-friendly-resume-basics$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What makes a resume ATS-friendly' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/What makes a resume ATS-friendly/);
  await page.getByRole('link', { name: 'Resume advice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resume advice' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('the privacy and terms pages exist', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of service'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test.describe('accessibility', () => {
  // The CSP refuses injected scripts, as it should in production; the audit alone may bypass it.
  test.use({ bypassCSP: true });

  test('axe finds no serious or critical violation on the landing page', async ({ page }) => {
    await openLanding(page);
    const require = createRequire(import.meta.url);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      // axe is the global the script above defines.
      const axe = (
        window as unknown as {
          axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
        }
      ).axe;
      const result = await axe.run();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}) x${v.nodes.length}`);
    });
    expect(violations).toEqual([]);
  });
});
