import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** Jobs as CSV and what was sent with an application (issue 35 items 4 and 5). */

const TRACKER_CSV = path.resolve('tests/e2e/fixtures/tracker-jobs.csv');

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ada',
      lastName: 'Csv',
      email: `csv-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Csv-journey-1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('a CSV from another tracker imports through the column review, reports skipped rows, and exports back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await post(page, '/api/jobs', { title: 'Engineer', company: 'Globex', notes: 'mine' });
  await page.goto('/jobs');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('CSV file (up to 1 MB, 2,000 rows)').setInputFiles(TRACKER_CSV);
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  await expect(dialog.getByText('4 rows found.')).toBeVisible();
  // The keyboard continues from the new step, not from the top of the page.
  await expect(dialog.getByRole('heading', { name: 'Check the columns' })).toBeFocused();
  // The headers another tracker uses are recognised; the one it does not know is mapped by hand.
  await expect(dialog.getByLabel('Position')).toHaveValue('title');
  await expect(dialog.getByLabel('Employer')).toHaveValue('company');
  await expect(dialog.getByLabel('Where')).toHaveValue('ignore');
  await dialog.getByLabel('Where').selectOption('location');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // On a phone the review stacks its columns: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const dialogBox = await dialog.boundingBox();
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Import jobs' }).click();

  const report = dialog.getByTestId('csv-import-report');
  await expect(report).toContainText('Jobs created: 2');
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expect(report).toContainText('Rows skipped: 2');
  await expect(report).toContainText('Row 3: Already saved');
  await expect(report).toContainText('Row 4: No job title');
  await expect(report).toContainText('Status "Ghosted" is not one of ours');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Designer' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^resumable-jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = readFileSync((await download.path()) ?? '');
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.toString('utf8');
  expect(text).toContain('Data Analyst,Acme,"Paris, France",https://acme.example/jobs/1,Applied,2026-10-02');
  expect(text).toContain('"Great team,\r\nremote ok"');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('marking a job applied records the resume version and letter sent, and opens exactly that version', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const { resumeDraft } = await post<{ resumeDraft: { id: string; version: number } }>(
    page,
    '/api/resume-drafts',
    {
      title: 'Analyst CV',
      data: { personalDetails: { firstName: 'Ada', lastName: 'Sent', jobTitle: 'Data Analyst' } },
    },
  );
  await post(page, '/api/cover-letters', {
    title: 'Letter to Acme',
    content: { greeting: 'Dear Acme team,', body: '<p>I would love to join your analytics team.</p>' },
  });
  const { job } = await post<{ job: { id: string } }>(page, '/api/jobs', {
    title: 'Data Analyst',
    company: 'Acme',
  });
  await page.goto(`/jobs/${job.id}`);

  await page.getByLabel('Where you are with this job').selectOption('applied');
  await expect(
    page.getByText('You applied for this job. Record the resume and letter you sent?'),
  ).toBeVisible();
  await page.getByLabel('Resume you sent').selectOption({ label: 'Analyst CV' });
  await page.getByLabel('Cover letter you sent').selectOption({ label: 'Letter to Acme' });
  await page.getByRole('button', { name: 'Save what I sent' }).click();
  const sentLink = page.getByRole('link', { name: /^Sent: Analyst CV \(version of / });
  await expect(sentLink).toBeVisible();
  await page.getByRole('button', { name: 'Read the letter as sent' }).click();
  await expect(page.getByTestId('sent-letter')).toContainText('I would love to join your analytics team.');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The resume changes afterwards; the link still opens what was sent.
  const changed = await page.request.put(`/api/resume-drafts/${resumeDraft.id}`, {
    data: {
      title: 'Analyst CV',
      data: { personalDetails: { firstName: 'Changed', lastName: 'Later', jobTitle: 'Data Analyst' } },
      version: resumeDraft.version,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await sentLink.click();
  await expect(page).toHaveURL(/\/drafts\/[\w-]+\/history\?version=/);
  await expect(page.getByRole('button', { pressed: true })).toContainText('Sent with a job application');
  await expect(page.getByRole('heading', { name: /^Version of / })).toBeVisible();
  await expect(page.getByText('Ada Sent').first()).toBeAttached();
});
