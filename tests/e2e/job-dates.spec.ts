import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** Dates on a job (issue 35 item 2): add an interview, see it in Upcoming, download its .ics. */

test.use({ timezoneId: 'Europe/Berlin' });

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ada',
      lastName: 'Dates',
      email: `dates-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Dates-journey-1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('an interview added to a job shows in Upcoming and downloads as an .ics at its time', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const created = await page.request.post('/api/jobs', { data: { title: 'Data Analyst', company: 'Acme' } });
  const job = ((await created.json()) as { job: { id: string } }).job;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: 'Dates' })).toBeVisible();
  await expect(page.getByText('No dates for this job yet.')).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  await page.getByLabel('Kind').selectOption('interview');
  await page.getByLabel('Title (optional)').fill('Panel interview');
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('Time', { exact: true }).fill('10:30');
  await page.getByLabel('E-mail me the morning of the day').check();
  await page.getByRole('button', { name: 'Add date' }).click();
  await expect(page.getByText('Date added.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Dates' });
  await expect(list.getByText('Interview: Panel interview')).toBeVisible();
  await expect(list.getByText(/10:30/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`interview-${day}.ics`);
  const text = await readFile((await download.path()) as string, 'utf8');
  const [event] = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect(event?.summary).toBe('Interview: Panel interview');
  const berlin = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(event?.startDate.toJSDate());
  expect(berlin).toBe('10:30');

  await page.goto('/jobs');
  const upcoming = page.getByRole('list', { name: 'Upcoming' });
  await expect(upcoming.getByText('Interview: Panel interview')).toBeVisible();
  await upcoming.getByRole('link', { name: 'Data Analyst at Acme' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));

  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Upcoming' }).getByText(/Panel interview/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
