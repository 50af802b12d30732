import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 29.18: /design and /improve are the builder's last steps, with its step list, progress and Download, so
 * the way back to any step and forward stays in view; one resume store serves every step.
 */

// Five of the six steps complete (no e-mail): over the 70% at which Download shows.
const RESUME = {
  personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analytical Engineer' },
  summary: { content: '<p>Engineer who writes programs for engines not yet built.</p>' },
  experience: [
    {
      id: 'job1',
      jobTitle: 'Senior Engineer',
      company: 'Analytical Engines',
      startDate: '2020-01',
      current: true,
    },
  ],
  education: [{ id: 'edu1', institution: 'University of London', degree: 'BSc', endDate: '1835-06' }],
  skills: [{ id: 's1', name: 'Mathematics', level: 'expert', category: 'technical' }],
};

async function startWithResume(page: Page) {
  await page.goto('/');
  await page.evaluate((resume) => localStorage.setItem('resume-data', JSON.stringify(resume)), RESUME);
}

const stepList = (page: Page) => page.getByRole('navigation', { name: 'Resume sections' });
const storedResume = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}') as Record<string, unknown>);

test('on a wide screen /design and /improve keep the step list, progress and Download, back and forward', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startWithResume(page);
  await page.goto('/design');
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible({ timeout: 30_000 });

  // The site header stays on top (ADR 0022), the builder's chrome under it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const steps = stepList(page);
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Design' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('link', { name: 'Improve' })).not.toHaveAttribute('aria-current', /.*/);
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(steps.getByRole('link', { name: 'Skills' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Resume progress' })).toBeVisible();
  await expect(page.getByTestId('progress-label')).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true }).first()).toBeVisible();

  // One store: a design change shows in the builder's preview and is the resume every other step edits.
  await page.getByText('Teal', { exact: true }).click();
  await expect.poll(async () => (await storedResume(page)).colorScheme).toBe('teal');
  await steps.getByRole('link', { name: 'Skills' }).click();
  await expect(page).toHaveURL(/\/write\/skills$/);
  await expect(steps.getByRole('link', { name: 'Skills' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: 'Skills', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Live preview' })).toContainText('Mathematics');
  expect((await storedResume(page)).colorScheme).toBe('teal');

  // Forward again from the step list, then on to Improve with its step current.
  await steps.getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(/\/design$/);
  await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await page.getByRole('link', { name: 'Next: Improve' }).click();
  await expect(page).toHaveURL(/\/improve$/);
  await expect(page.getByRole('heading', { name: 'Improve', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(steps.getByRole('link', { name: 'Improve' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('link', { name: 'Design' })).not.toHaveAttribute('aria-current', /.*/);
  await expect(steps.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Resume progress' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Back to any earlier step from Improve.
  await steps.getByRole('link', { name: 'Professional Summary' }).click();
  await expect(page).toHaveURL(/\/write\/professional-summary$/);
  await expect(steps.getByRole('link', { name: 'Professional Summary' })).toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('at 390 px /design and /improve have the mobile step navigation and do not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await startWithResume(page);
  await page.goto('/design');
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible({ timeout: 30_000 });

  const goTo = page.getByLabel('Go to step');
  await expect(goTo).toBeVisible();
  await expect(goTo).toHaveValue('/design');
  await expect(goTo.locator('option')).toContainText(['Skills', 'Design', 'Improve']);
  await expect(stepList(page)).toBeHidden();
  await expect(page.getByRole('progressbar', { name: 'Resume progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const wider = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await wider()).toBeLessThanOrEqual(0);

  await goTo.selectOption({ label: 'Skills' });
  await expect(page).toHaveURL(/\/write\/skills$/);
  await page.getByLabel('Go to step').selectOption({ label: 'Improve' });
  await expect(page).toHaveURL(/\/improve$/);
  await expect(page.getByRole('heading', { name: 'Improve', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Go to step')).toHaveValue('/improve');
  await page.waitForLoadState('networkidle');
  expect(await wider()).toBeLessThanOrEqual(0);
});

test('a signed-in user’s change on /design is saved to the draft like any step’s', async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `steps-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Steps-journey-1',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await page.request.post('/api/resume-drafts', { data: { title: 'Ada', data: RESUME } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;

  await page.goto(`/write/skills?resumeId=${id}`);
  await expect(page.getByRole('complementary', { name: 'Live preview' })).toContainText('Mathematics');
  await stepList(page).getByRole('link', { name: 'Design' }).click();
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The save that carries the new colour: a save of the draft as it was may still be on its way (opening /design).
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/resume-drafts/${id}`) &&
      response.request().method() === 'PUT' &&
      response.status() === 200 &&
      (response.request().postData() ?? '').includes('"colorScheme":"teal"'),
  );
  await page.getByText('Teal', { exact: true }).click();
  await saved;
  const draft = await page.request.get(`/api/resume-drafts/${id}`);
  expect(
    ((await draft.json()) as { resumeDraft: { data: { colorScheme: string } } }).resumeDraft.data,
  ).toMatchObject({ colorScheme: 'teal' });
});
