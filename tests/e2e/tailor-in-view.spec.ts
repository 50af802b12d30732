import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Tailoring with the job in view (issue 35 item 7): the tailored copy opens beside its job's missing skills and
 * checks, each linked to its builder step; adding a skill ticks it off and raises the score; a reload keeps the
 * panel; the panel can be hidden and shown again; axe is clean on a desktop and a 390 px phone.
 */

/** The labelled fixture's ad (it asks for Kubernetes), without its header of expected terms. */
const AD =
  readFileSync(path.resolve('tests/fixtures/jobs/01-backend-engineer.txt'), 'utf8').split('\n---\n')[1] ?? '';

const RESUME = {
  personalDetails: { firstName: 'Tara', lastName: 'Tailor', jobTitle: 'Backend Engineer' },
  contactInfo: { email: 'tara@example.com', phone: '+1 555 0100' },
  experience: [
    {
      id: 'exp1',
      jobTitle: 'Backend Engineer',
      company: 'Parcel Co',
      startDate: '2018-01',
      description:
        '<ul><li>Built REST APIs in Node.js and TypeScript serving 2 million requests a day</li>' +
        '<li>Mentored junior engineers on code review</li></ul>',
    },
  ],
  skills: [{ id: 'sk1', name: 'JavaScript', level: 'expert' }],
};

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const scoreOf = async (page: Page) =>
  Number(/(\d+)/.exec((await page.getByTestId('tailoring-score').textContent()) ?? '')?.[1]);

test.use({
  viewport: { width: 1440, height: 900 },
  // The journey makes the match fail once on purpose, to see the last result kept.
  allowedConsoleErrors: [/status of 503/],
});

test('the tailored copy opens with its job in view, ticks off an added skill and keeps the panel on reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const register = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Tara',
      lastName: 'Tailor',
      email: `tailor-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Tailor-journey-1',
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const created = await page.request.post('/api/resume-drafts', {
    data: { title: 'Backend CV', data: RESUME },
  });
  expect(created.status()).toBe(201);

  // A job saved from pasted text, whose ad asks for a skill the resume lacks.
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Add a job' }).click();
  await page.getByLabel('Job title').fill('Senior Backend Engineer');
  await page.getByLabel('Company').fill('Lumen Freight');
  await page.getByLabel('Job description (paste the ad)').fill(AD);
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Tailor for this job' }).click();
  await expect(page).toHaveURL(/\/write\/personal-details\?resumeId=/);

  // The builder opens with the job beside it: the missing skill, and the step it belongs on.
  const panel = page.getByRole('complementary', {
    name: 'Tailoring for Senior Backend Engineer at Lumen Freight',
  });
  await expect(panel).toBeVisible();
  const kubernetes = panel.getByRole('listitem').filter({ hasText: 'Kubernetes' });
  await expect(kubernetes).toContainText('To do:');
  const goToSkills = kubernetes.getByRole('link', { name: 'Go to Skills' });
  await expect(goToSkills).toBeVisible();
  await expect(panel.getByTestId('tailoring-score')).toBeVisible();
  const before = await scoreOf(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A bullet's check goes to Employment History with that job open for editing.
  await panel
    .getByRole('link', { name: /^Go to Employment History, job: Backend Engineer, Parcel Co/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/write\/experience$/);
  await expect(page.getByRole('group', { name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job Title')).toHaveValue('Backend Engineer');

  // From the keyboard: the item's link goes to the Skills step.
  await goToSkills.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/write\/skills$/);
  await page.getByLabel('Custom skill').fill('Kubernetes');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  // The match runs again on the builder's resume: the skill is ticked off and the score rises.
  await expect(kubernetes).toContainText('Done:');
  await expect.poll(() => scoreOf(page)).toBeGreaterThan(before);
  await expect(panel.getByTestId('tailoring-score')).toContainText(`was ${before}`);

  // A failed update keeps the last result and says so quietly.
  await page.route('**/api/job-match', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: 'Down', code: 'UNAVAILABLE' } }),
  );
  const risen = await scoreOf(page);
  await page.getByLabel('Custom skill').fill('Docker');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel).toContainText('Could not update the score just now; this is the last result.');
  expect(await scoreOf(page)).toBe(risen);
  await page.unroute('**/api/job-match');

  // Hidden and shown again; the choice is kept for this copy.
  await panel.getByRole('button', { name: 'Hide job' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Show job' }).click();
  await expect(panel).toBeVisible();

  // A reload keeps the panel (the copy is linked to its job) and what was ticked off.
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(kubernetes).toContainText('Done:');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Docker' })).toContainText('Done:');
  expect(await scoreOf(page)).toBeGreaterThan(before);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // On a 390 px phone the panel is a band above the form, its list folded away, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByTestId('tailoring-score')).toBeVisible();
  await expect(kubernetes).toBeHidden();
  await panel.getByRole('button', { name: 'Show what to add' }).click();
  await expect(kubernetes).toContainText('Done:');
  await expect(panel.getByRole('link', { name: /^Go to / }).first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The job deleted: the panel says it is gone, and the builder works on.
  expect((await page.request.delete(`/api/jobs/${jobId}`)).status()).toBe(200);
  await page.reload();
  const gone = page.getByRole('complementary', { name: 'The job you are tailoring for' });
  await expect(gone).toContainText('This job is no longer among your saved jobs.');
  await expect(page.getByLabel('Custom skill')).toBeEditable();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
