import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** The job board, a job's people, its next step and archiving (issue 35 items 1 and 3). */

async function signUp(page: Page) {
  const response = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Board',
      email: `board-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Board-journey-1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function createJob(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/jobs', { data: { title, company: 'Acme', ...extra } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job;
}

async function serverJob(page: Page, id: string) {
  const response = await page.request.get(`/api/jobs/${id}`);
  return ((await response.json()) as { job: { status: string; archiveReason: string | null } }).job;
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const cardTitles = (page: Page, status: string) =>
  column(page, status).getByTestId('board-card').getByRole('link').allTextContents();

async function openBoard(page: Page) {
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByTestId('job-board')).toBeVisible();
}

test('a card moves across the board by mouse and by keyboard, announced, and the board is remembered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const first = await createJob(page, 'Data Analyst');
  await createJob(page, 'Ward Nurse');
  await openBoard(page);
  await expect(column(page, 'saved').getByTestId('column-count')).toHaveText('2 jobs');
  expect(await cardTitles(page, 'saved')).toEqual(['Ward Nurse', 'Data Analyst']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // By mouse: the whole card follows the pointer into the Applied column.
  const card = column(page, 'saved').getByTestId('board-card').filter({ hasText: 'Data Analyst' });
  const target = column(page, 'applied');
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  const moved = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${first.id}/move`) && r.ok());
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
  await moved;
  await expect(column(page, 'applied').getByTestId('board-card')).toHaveText(/Data Analyst/);
  await expect(column(page, 'applied').getByTestId('column-count')).toHaveText('1 job');
  expect((await serverJob(page, first.id)).status).toBe('applied');

  // By keyboard: space picks the card up, the right arrow carries it one column on, space drops it.
  const handle = page.getByRole('button', { name: 'Move Data Analyst' });
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('Picked up Data Analyst. It is in Applied');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('Data Analyst is over Interviewing');
  const movedAgain = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${first.id}/move`) && r.ok());
  await page.keyboard.press('Space');
  await movedAgain;
  await expect(live).toContainText('Data Analyst was dropped in Interviewing');
  await expect(column(page, 'interviewing').getByTestId('board-card')).toHaveText(/Data Analyst/);
  expect((await serverJob(page, first.id)).status).toBe('interviewing');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The view is remembered, and the order within a column is the server's.
  await page.reload();
  await expect(page.getByTestId('job-board')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await expect(column(page, 'interviewing').getByTestId('board-card')).toHaveText(/Data Analyst/);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByTestId('job-row')).toHaveCount(2);
});

test('cards reorder within a column by keyboard and the order is kept', async ({ page }) => {
  await signUp(page);
  await createJob(page, 'Alpha');
  await createJob(page, 'Beta');
  await createJob(page, 'Gamma');
  await openBoard(page);
  expect(await cardTitles(page, 'saved')).toEqual(['Gamma', 'Beta', 'Alpha']);
  await page.getByRole('button', { name: 'Move Gamma' }).focus();
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Gamma');
  await page.keyboard.press('ArrowDown');
  await expect(live).toContainText('Gamma is over Saved, position 2 of 3');
  await page.keyboard.press('ArrowDown');
  await expect(live).toContainText('Gamma is over Saved, position 3 of 3');
  const saved = page.waitForResponse((r) => r.url().endsWith('/move') && r.ok());
  await page.keyboard.press('Space');
  await saved;
  expect(await cardTitles(page, 'saved')).toEqual(['Beta', 'Alpha', 'Gamma']);
  await page.reload();
  await expect(column(page, 'saved').getByTestId('board-card')).toHaveCount(3);
  expect(await cardTitles(page, 'saved')).toEqual(['Beta', 'Alpha', 'Gamma']);
});

test.describe('when a move cannot be saved', () => {
  test.use({ allowedConsoleErrors: [/status of 500 \(Internal Server Error\)/] });

  test('the card goes back and the page says why', async ({ page }) => {
    await signUp(page);
    const job = await createJob(page, 'Porter');
    await page.route(`**/api/jobs/${job.id}/move`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Something went wrong on our side.' }),
      }),
    );
    await openBoard(page);
    await page.getByRole('button', { name: 'Move Porter' }).focus();
    const live = page.locator('[id^="DndLiveRegion"]');
    // Each key waits for the announcement of the one before: a busy machine may not have picked the card up yet.
    await page.keyboard.press('Space');
    await expect(live).toContainText('Picked up Porter');
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText('Porter is over Applied');
    await page.keyboard.press('Space');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not move Porter' })).toContainText(
      'Something went wrong on our side. It is back where it was.',
    );
    await expect(column(page, 'saved').getByTestId('board-card')).toHaveText(/Porter/);
    await expect(column(page, 'applied').getByTestId('board-card')).toHaveCount(0);
    expect((await serverJob(page, job.id)).status).toBe('saved');
  });
});

test('a job keeps its people and next step, and is archived with a reason and unarchived', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const job = await createJob(page, 'Site Engineer');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: 'Site Engineer' })).toBeVisible();

  // Add: checked before it is sent, then saved.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByLabel('Email (optional)').fill('not-an-address');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText("Enter the contact's name")).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Mara Quinn');
  await page.getByLabel('Role (optional)').fill('Recruiter');
  await page.getByLabel('Email (optional)').fill('mara@example.com');
  await page.getByLabel('LinkedIn profile (optional)').fill('https://www.linkedin.com/in/maraquinn');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const contacts = page.getByRole('list', { name: 'Contacts' });
  await expect(contacts.getByRole('listitem')).toHaveCount(1);
  await expect(contacts).toContainText('Mara Quinn · Recruiter');
  await expect(page.getByRole('button', { name: 'Add a contact' })).toBeFocused();

  // Edit from the keyboard.
  await page.getByRole('button', { name: 'Edit Mara Quinn' }).press('Enter');
  await page.getByLabel('Role (optional)').fill('Head of talent');
  await page.getByLabel('Role (optional)').press('Enter');
  await expect(contacts).toContainText('Mara Quinn · Head of talent');
  await expect(page.getByRole('button', { name: 'Edit Mara Quinn' })).toBeFocused();

  await page.getByLabel('What you will do next').fill('Send the site photos');
  await page.getByLabel('By (optional)').fill('2026-12-04');
  await page.getByRole('button', { name: 'Save next step' }).click();
  await expect(page.getByText('Next step saved.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  let saved = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as {
    job: { contacts: { name: string; role: string }[]; nextStep: string; nextStepDate: string };
  };
  expect(saved.job.contacts).toEqual([
    expect.objectContaining({ name: 'Mara Quinn', role: 'Head of talent' }),
  ]);
  expect(saved.job).toMatchObject({ nextStep: 'Send the site photos', nextStepDate: '2026-12-04' });

  await page.getByRole('button', { name: 'Remove Mara Quinn' }).click();
  await expect(contacts).toHaveCount(0);
  await expect(page.getByText('No contacts yet.')).toBeVisible();
  saved = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as typeof saved;
  expect(saved.job.contacts).toEqual([]);

  // Archive with a reason: gone from the list and the board, back with "Show archived jobs".
  await page.getByLabel('Why this job is over').selectOption('filled');
  await page.getByRole('button', { name: 'Archive job' }).click();
  await expect(page.getByTestId('archived-note')).toContainText('The position was filled');
  expect((await serverJob(page, job.id)).archiveReason).toBe('filled');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByText('No jobs with this status.')).toBeVisible();
  await page.getByLabel('Show archived jobs').check();
  const row = page.getByTestId('job-row').filter({ hasText: 'Site Engineer' });
  await expect(row).toContainText('Archived');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByText('1 archived job is not on the board.')).toBeVisible();
  await expect(page.getByTestId('board-card')).toHaveCount(0);

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('button', { name: 'Archive job' })).toBeVisible();
  expect((await serverJob(page, job.id)).archiveReason).toBeNull();
  await page.goto('/jobs');
  await expect(column(page, 'saved').getByTestId('board-card')).toHaveText(/Site Engineer/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the board scrolls sideways inside the page and the job page fits', async ({ page }) => {
    await signUp(page);
    const job = await createJob(page, 'Registered Nurse on a long-titled surgical ward', {
      contacts: [{ name: 'Someone with a rather long name', linkedin: 'https://www.linkedin.com/in/x' }],
      nextStep: 'Call back',
    });
    await openBoard(page);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);
    const board = page.getByTestId('job-board');
    expect(await board.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('list', { name: 'Contacts' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
