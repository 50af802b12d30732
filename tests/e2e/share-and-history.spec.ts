import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** Issue 20: a user restores an earlier version of a resume, then shares it by a public link with a password. */

const RESUME = {
  personalDetails: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Compiler Engineer' },
  contactInfo: { email: 'grace@example.com', phone: '+1 555 0100' },
  experience: [
    {
      id: 'exp1',
      jobTitle: 'Engineer',
      company: 'Remington Rand',
      startDate: '1949-01',
      description: '<ul><li>Wrote the first compiler</li></ul>',
    },
  ],
};

async function signUpWithPlan(request: APIRequestContext) {
  const response = await request.post('/api/auth/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `share-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Share-journey-1',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = await request.get('/api/create-checkout-session?plan=3month&origin=%2Fdashboard');
  const id = /([0-9a-f-]{36})/.exec(((await session.json()) as { checkoutUrl: string }).checkoutUrl)?.[1];
  expect((await request.post(`/api/sandbox-checkout/${id}/complete`)).ok()).toBe(true);
}

async function fitsPhone(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

test('a user restores an earlier version and shares the resume by a password-protected link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithPlan(page.request);
  const created = await page.request.post('/api/resume-drafts', {
    data: { title: 'Grace CV', data: RESUME },
  });
  expect(created.status()).toBe(201);
  const draft = ((await created.json()) as { resumeDraft: { id: string; version: number } }).resumeDraft;
  // The first save keeps the state before it: the version to come back to.
  const rewritten = {
    ...RESUME,
    experience: [{ ...RESUME.experience[0], description: '<ul><li>Lost the best bullet</li></ul>' }],
  };
  const saved = await page.request.put(`/api/resume-drafts/${draft.id}`, {
    data: { title: 'Grace CV', data: rewritten, version: draft.version },
  });
  expect(saved.status()).toBe(200);

  // The builder's preview page links to the open draft's history and public link.
  await page.goto(`/write/personal-details?resumeId=${draft.id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await page.goto('/write/preview');
  await expect(page.getByRole('link', { name: 'Share' })).toHaveAttribute(
    'href',
    `/drafts/${draft.id}/share`,
  );
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute(
    'href',
    `/drafts/${draft.id}/history`,
  );

  // History, from the dashboard: the list, a typeset preview, a confirmed restore.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'History of Grace CV' }).click();
  await expect(page).toHaveURL(new RegExp(`/drafts/${draft.id}/history$`));
  await expect(page.getByRole('heading', { name: 'Version history' })).toBeVisible();
  const list = page.getByTestId('version-list');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText('First saved version');
  await expect(page.getByRole('img', { name: /Resume page 1 of 1/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Version restored').first()).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list).toContainText('Before restoring an older version');
  await expect(list).toContainText('Experience: 1 bullet changed');
  const restored = await page.request.get(`/api/resume-drafts/${draft.id}`);
  expect(await restored.text()).toContain('Wrote the first compiler');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await fitsPhone(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sharing, from the dashboard: turn the link on.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Share Grace CV' }).click();
  await expect(page.getByRole('heading', { name: 'Share your resume' })).toBeVisible();
  await page.getByRole('switch', { name: /Public link/ }).click();
  const linkBox = page.getByRole('textbox', { name: 'Your link' });
  await expect(linkBox).toHaveValue(/\/r\/[A-Za-z0-9_-]{22}$/);
  const sharePath = new URL(await linkBox.inputValue()).pathname;
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await fitsPhone(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A visitor without an account: the typeset pages with their text, and the PDF.
  const visitor = await browser.newContext();
  try {
    const guest = await visitor.newPage();
    const answer = await guest.goto(sharePath);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(guest.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(guest.getByText('Wrote the first compiler')).toBeAttached();
    expect(await seriousAxeViolations(guest)).toEqual([]);
    await guest.setViewportSize({ width: 360, height: 800 });
    expect(await fitsPhone(guest)).toBe(true);
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Grace Hopper Resume.pdf');

    // The owner sets a password: the visitor needs it; a wrong one is refused.
    await page.getByLabel('Set a password').fill('sesame-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Visitors need a password to see this resume.')).toBeVisible();
    const locked = await visitor.newPage();
    await locked.goto(sharePath);
    await expect(locked.getByLabel('This resume needs a password')).toBeVisible();
    expect(await seriousAxeViolations(locked)).toEqual([]);
    await locked.getByLabel('This resume needs a password').fill('wrong guess');
    await locked.getByRole('button', { name: 'View resume' }).click();
    await expect(locked.getByRole('alert')).toHaveText(/That password is not right/);
    await locked.getByLabel('This resume needs a password').fill('sesame-42');
    await locked.getByRole('button', { name: 'View resume' }).click();
    await expect(locked.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();

    // Views are counted for the owner; turning the link off makes it a 404 at once.
    await page.reload();
    await expect(page.getByTestId('share-views')).toContainText(/Viewed [2-9] times/);
    await page.getByRole('switch', { name: /Public link/ }).click();
    await expect(page.getByText('Link turned off').first()).toBeVisible();
    const gone = await locked.goto(sharePath);
    expect(gone?.status()).toBe(404);
    await expect(locked.getByRole('heading', { name: 'Link not found' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
