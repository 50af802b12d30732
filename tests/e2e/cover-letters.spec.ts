import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import mammoth from 'mammoth';
import { compact, pdfInfo, pdfPageTexts } from '../support/pdf-inspect';
import { seriousAxeViolations } from './axe';
import { downloaded } from './downloads';
import { expect, test } from './fixtures';

/**
 * Cover letters (issue 15): a signed-in user with a plan writes a letter for a saved job, edits a paragraph,
 * and downloads it as PDF and Word; the dashboard lists it beside the resumes. The plan is bought through the
 * sandbox checkout, the product's own purchase path when no Stripe keys are set.
 */

const RESUME = {
  personalDetails: { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Software Engineer' },
  contactInfo: { email: 'grace@example.com', phone: '+1 555 0199' },
  summary: { content: '<p>Engineer who makes computers easier to program.</p>' },
  experience: [
    {
      id: 'exp1',
      jobTitle: 'Senior Engineer',
      company: 'Eckert-Mauchly',
      startDate: '2015-01',
      description:
        '<ul><li>Built the first compiler, cutting programming time by 40%</li><li>Led a team of 6 engineers</li></ul>',
    },
  ],
  education: [{ institution: 'Yale University', degree: 'PhD', field: 'Mathematics' }],
  skills: [
    { id: 'sk1', name: 'TypeScript' },
    { id: 'sk2', name: 'Compilers' },
  ],
  template: 'executive',
  colorScheme: 'teal',
};

const AD = `We are hiring a Senior Software Engineer to build developer tools. You will design compilers and
language tooling in TypeScript, lead a small team and mentor engineers. Experience shipping tools that make
programming easier is a plus.`;

const EDITED = 'I would bring the same care for programmers to your developer tools team at Lumen Labs.';

async function registerAndBuy(request: APIRequestContext): Promise<void> {
  const register = await request.post('/api/auth/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `letters-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Letters-journey-1',
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const session = await request.get('/api/create-checkout-session?plan=3month&origin=%2Fdashboard');
  expect(session.ok(), await session.text()).toBe(true);
  const { checkoutUrl } = (await session.json()) as { checkoutUrl: string };
  const id = /([0-9a-f-]{36})/.exec(checkoutUrl)?.[1];
  expect((await request.post(`/api/sandbox-checkout/${id}/complete`)).ok()).toBe(true);
}

async function register(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/auth/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `letters-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Letters-journey-1',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The account's letters, as the dashboard lists them. */
async function savedLetters(request: APIRequestContext) {
  const answer = await request.get('/api/cover-letters');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { coverLetters: { id: string; title: string; jobId: string | null }[] })
    .coverLetters;
}

/** Counts the creates (POST /api/cover-letters) the page sends. */
function countCreates(page: Page): { count: number } {
  const creates = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cover-letters') {
      creates.count += 1;
    }
  });
  return creates;
}

const LETTER_URL = /\/cover-letters\/[0-9a-f-]{36}$/;

async function fitsPhone(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

test('a user with a plan writes a letter for a saved job, edits a paragraph and downloads PDF and Word', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndBuy(page.request);
  const plain = { ...RESUME, template: 'sidebar', colorScheme: 'green' };
  const plainDraft = await page.request.post('/api/resume-drafts', {
    data: { title: 'Plain CV', data: plain },
  });
  expect(plainDraft.status()).toBe(201);
  const plainId = ((await plainDraft.json()) as { resumeDraft: { id: string } }).resumeDraft.id;
  const draft = await page.request.post('/api/resume-drafts', { data: { title: 'Grace CV', data: RESUME } });
  expect(draft.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: 'Senior Software Engineer', company: 'Lumen Labs', description: AD },
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: string } }).job.id;

  // From the dashboard: a new letter, then the job it is for.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Cover Letters' })).toBeVisible();
  await expect(page.getByText('No cover letters yet')).toBeVisible();
  await page.getByRole('link', { name: 'New cover letter' }).click();
  // Unsaved until the first edit (ADR 0077), it already takes its resume's design and name.
  await expect(page).toHaveURL(/\/cover-letters\/new$/);
  await expect(page.getByLabel('Resume it goes with')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Template')).toHaveValue('executive');
  await expect(page.getByLabel('Colour')).toHaveValue('teal');
  await expect(page.getByLabel('Signature name')).toHaveValue('Grace Hopper');
  // Another resume, the design untouched: the letter follows its design (ADR 0047) ...
  const graceId = await page.getByLabel('Resume it goes with').inputValue();
  await page.getByLabel('Resume it goes with').selectOption(plainId);
  // ... and that first edit saves the letter.
  await expect(page).toHaveURL(LETTER_URL);
  const letterId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByLabel('Template')).toHaveValue('sidebar');
  await expect(page.getByLabel('Colour')).toHaveValue('green');
  // ... but a colour the user chose stays when the resume changes again.
  await page.getByLabel('Colour').selectOption('teal');
  await page.getByLabel('Resume it goes with').selectOption(graceId);
  await expect(page.getByLabel('Template')).toHaveValue('sidebar');
  await page.getByLabel('Template').selectOption('executive');
  await page.getByLabel('Job it is for').selectOption(jobId);
  await expect(page.getByText('(your saved job)')).toBeVisible();
  await expect(page.getByTestId('letter-preview-pages').getByRole('img')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Write it for me: the generator's paragraphs fill the body; the word count follows.
  await page.getByLabel('Tone').selectOption('warm');
  await page.getByRole('button', { name: 'Write it for me' }).click();
  // The body is one rich-text box; paragraph i is its i-th top-level block.
  const body = page.getByRole('textbox', { name: 'Letter body' });
  const paragraph = (index: number) => body.locator(':scope > *').nth(index);
  await expect(paragraph(0)).not.toHaveText('');
  await expect(page.getByTestId('word-count')).toHaveText(/^[1-9]\d* words/);
  await expect(page.getByLabel('Company')).toHaveValue('Lumen Labs');
  const paragraphCount = await page.getByRole('button', { name: /^Regenerate paragraph \d+$/ }).count();
  expect(paragraphCount).toBeGreaterThanOrEqual(3);
  await expect(body.locator(':scope > p')).toHaveCount(paragraphCount);

  // One paragraph rewritten by the generator, one by hand with bold; only those change.
  const secondBefore = (await paragraph(1).textContent()) ?? '';
  await page.getByRole('button', { name: 'Regenerate paragraph 1' }).click();
  await expect(page.getByRole('button', { name: 'Regenerate paragraph 1' })).toHaveText('Paragraph 1');
  await expect(paragraph(1)).toHaveText(secondBefore);
  // A triple click selects the whole paragraph in the editor.
  await paragraph(paragraphCount - 1).click({ clickCount: 3 });
  await page.keyboard.type(EDITED);
  await page.getByRole('button', { name: 'Bold' }).click();
  // The toolbar hands focus back to the editor a frame later; keys typed before that would go nowhere.
  await expect(body).toBeFocused();
  await page.keyboard.type(' Gladly.');
  await page.getByLabel('Recipient name').fill('Ada Byron');
  await page.getByLabel('Greeting').fill('Dear Ms Byron,');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });

  // Saved on the server with the job, the edit and a bumped version.
  const stored = await page.request.get(`/api/cover-letters/${letterId}`);
  const { coverLetter } = (await stored.json()) as {
    coverLetter: { jobId: string; version: number; content: { body: string; greeting: string } };
  };
  expect(coverLetter.jobId).toBe(jobId);
  expect(coverLetter.version).toBeGreaterThan(1);
  expect(coverLetter.content.greeting).toBe('Dear Ms Byron,');
  expect(coverLetter.content.body).toContain(`<p>${EDITED}<strong> Gladly.</strong></p>`);

  // Survives a reload.
  await page.reload();
  await expect(paragraph(paragraphCount - 1)).toHaveText(`${EDITED} Gladly.`);
  await expect(paragraph(paragraphCount - 1).locator('strong')).toHaveText('Gladly.');

  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.name).toBe('My Cover Letter.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const bytes = new Uint8Array(pdf.bytes);
  expect(await pdfInfo(bytes)).toMatchObject({ tagged: true, title: 'Grace Hopper Cover Letter' });
  const pdfText = compact((await pdfPageTexts(bytes)).join('\n'));
  for (const words of ['Ada Byron', 'Dear Ms Byron,', EDITED, 'Grace Hopper']) {
    expect(pdfText).toContain(compact(words));
  }

  const docx = await downloaded(page, () => page.getByRole('button', { name: 'Download Word' }).click());
  expect(docx.name).toBe('My Cover Letter.docx');
  const docxText = (await mammoth.extractRawText({ buffer: docx.bytes })).value;
  expect(docxText).toContain(EDITED);
  expect(docxText).toContain('Dear Ms Byron,');

  // At 360 px the editor fits the phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForLoadState('networkidle');
  expect(await fitsPhone(page)).toBe(true);
});

test('the dashboard lists letters beside the resumes: open, duplicate and delete with a confirmation', async ({
  page,
}) => {
  await registerAndBuy(page.request);
  const created = await page.request.post('/api/cover-letters', { data: { title: 'For Lumen' } });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  const row = page.getByTestId('cover-letter-row').filter({ hasText: 'For Lumen' });
  await expect(row.getByRole('button', { name: 'Download For Lumen as PDF' })).toBeVisible();
  await row.getByRole('button', { name: 'Duplicate For Lumen' }).click();
  const copy = page.getByTestId('cover-letter-row').filter({ hasText: 'For Lumen (copy)' });
  await expect(copy).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await copy.getByRole('button', { name: 'Delete For Lumen (copy)' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete cover letter?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: 'Delete For Lumen (copy)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);

  await row.getByRole('link', { name: 'Edit For Lumen' }).click();
  await expect(page).toHaveURL(/\/cover-letters\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Letter title')).toHaveValue('For Lumen');
});

test('without a plan the letter downloads lead to the plans', async ({ page }) => {
  const register = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Nova',
      lastName: 'Plan',
      email: `letters-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Letters-journey-1',
    },
  });
  expect(register.status()).toBe(201);
  const created = await page.request.post('/api/cover-letters', { data: { title: 'Unpaid' } });
  const id = ((await created.json()) as { coverLetter: { id: string } }).coverLetter.id;
  expect((await page.request.get(`/api/cover-letters/${id}/export/pdf`)).status()).toBe(402);
  await page.goto('/dashboard');
  const row = page.getByTestId('cover-letter-row').filter({ hasText: 'Unpaid' });
  await expect(row.getByRole('link', { name: 'Edit Unpaid' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await row.getByRole('link', { name: 'Edit Unpaid' }).click();
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page).toHaveURL(/\/select-plan$/);
});

test('a guest keeps one letter in the browser, with the guest resume as its letterhead', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((resume) => localStorage.setItem('resume-data', JSON.stringify(resume)), RESUME);
  await page.goto('/cover-letters/new');
  await expect(page.getByText('Saved in this browser')).toBeVisible();
  await expect(page.getByLabel('Signature name')).toHaveValue('Grace Hopper');
  await page.getByLabel('Recipient name').fill('Ada Byron');
  await page
    .getByRole('textbox', { name: 'Letter body' })
    .fill('I build tools that make programming easier.');
  await expect(page.getByTestId('word-count')).toHaveText(/^7 words/);
  await expect(page.getByTestId('letter-preview-pages').getByRole('img')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('Recipient name')).toHaveValue('Ada Byron');
  await expect(page.getByRole('textbox', { name: 'Letter body' })).toHaveText(
    'I build tools that make programming easier.',
  );
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await fitsPhone(page)).toBe(true);

  // Signed in, the new-letter page moves the browser's letter into the account at once (it is written).
  await register(page.request);
  await page.goto('/cover-letters/new');
  await expect(page).toHaveURL(LETTER_URL);
  await expect(page.getByLabel('Recipient name')).toHaveValue('Ada Byron');
  expect(await page.evaluate(() => localStorage.getItem('cover-letter'))).toBeNull();
});

test('a letter changed in another tab asks which version to keep', async ({ page }) => {
  await registerAndBuy(page.request);
  const created = await page.request.post('/api/cover-letters', { data: { title: 'Shared letter' } });
  const letter = ((await created.json()) as { coverLetter: Record<string, unknown> & { id: string } })
    .coverLetter;
  await page.goto(`/cover-letters/${letter.id}`);
  await expect(page.getByLabel('Letter title')).toHaveValue('Shared letter');
  // Another tab saves first.
  const other = await page.request.put(`/api/cover-letters/${letter.id}`, {
    data: { ...letter, title: 'Saved elsewhere' },
  });
  expect(other.status()).toBe(200);

  await page.getByLabel('Greeting').fill('Dear Dr Hopper,');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'This cover letter was changed elsewhere' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('save-status')).toHaveText('Changed elsewhere');
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const kept = (await (await page.request.get(`/api/cover-letters/${letter.id}`)).json()) as {
    coverLetter: { title: string; version: number; content: { greeting: string } };
  };
  expect(kept.coverLetter).toMatchObject({ title: 'Shared letter', version: 3 });
  expect(kept.coverLetter.content.greeting).toBe('Dear Dr Hopper,');

  // And the other way: the saved version replaces the unsaved change.
  await page.request.put(`/api/cover-letters/${letter.id}`, {
    data: { ...kept.coverLetter, id: undefined, title: 'Newer elsewhere' },
  });
  await page.getByLabel('Greeting').fill('Dear Admiral Hopper,');
  await dialog.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(page.getByLabel('Letter title')).toHaveValue('Newer elsewhere');
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Dr Hopper,');
});

test('a saved job starts a letter for it', async ({ page }) => {
  await registerAndBuy(page.request);
  const job = await page.request.post('/api/jobs', {
    data: { title: 'Compiler Engineer', company: 'Lumen Labs', description: AD },
  });
  const jobId = ((await job.json()) as { job: { id: string } }).job.id;
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('link', { name: 'Write a cover letter for this job' }).click();
  await expect(page.getByLabel('Job it is for')).toHaveValue(jobId);
  await expect(page.getByText('(your saved job)')).toBeVisible();
  await expect(page.getByLabel('Letter title')).toHaveValue('Compiler Engineer at Lumen Labs');
  // Not saved until the first edit, which saves it for the job, named after it.
  expect(await savedLetters(page.request)).toEqual([]);
  await page.getByLabel('Recipient name').fill('Ada Byron');
  await expect(page).toHaveURL(LETTER_URL);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  expect(await savedLetters(page.request)).toMatchObject([
    { title: 'Compiler Engineer at Lumen Labs', jobId },
  ]);
});

test('opening New cover letter and leaving it unchanged saves nothing', async ({ page }) => {
  await register(page.request);
  const creates = countCreates(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New cover letter' }).click();
  await expect(page.getByText('Saved once you start writing')).toBeVisible();
  await expect(page.getByLabel('Greeting')).toHaveValue('Dear Hiring Manager,');
  await page.goto('/dashboard');
  await expect(page.getByText('No cover letters yet')).toBeVisible();
  expect(await savedLetters(page.request)).toEqual([]);
  expect(creates.count).toBe(0);
});

test('the first keystroke saves one letter, keeping focus and what is typed while it is created', async ({
  page,
}) => {
  await register(page.request);
  const creates = countCreates(page);
  // The create is held until released, so keys typed while it is in flight are certain.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cover-letters', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto('/cover-letters/new');
  const name = page.getByLabel('Recipient name');
  await name.click();
  await page.keyboard.type('Ada');
  await expect(page.getByTestId('save-status')).toHaveText('Saving');
  await page.keyboard.type(' Byron');
  release();
  await expect(page).toHaveURL(LETTER_URL);
  // Same editor: still focused, the caret where it was.
  await expect(name).toBeFocused();
  await page.keyboard.type(', CTO');
  await expect(name).toHaveValue('Ada Byron, CTO');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  expect(creates.count).toBe(1);
  const letters = await savedLetters(page.request);
  expect(letters.map((letter) => letter.id)).toEqual([new URL(page.url()).pathname.split('/').pop()]);
  await page.reload();
  await expect(page.getByLabel('Recipient name')).toHaveValue('Ada Byron, CTO');
});

test.describe('a create that fails', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('shows why with a Retry that saves the letter once, with all that was typed', async ({ page }) => {
    await register(page.request);
    const creates = countCreates(page);
    let hasFailed = false;
    await page.route('**/api/cover-letters', async (route) => {
      if (route.request().method() !== 'POST' || hasFailed) return route.continue();
      hasFailed = true;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Service unavailable' }),
      });
    });
    await page.goto('/cover-letters/new');
    const greeting = page.getByLabel('Greeting');
    await greeting.fill('');
    await greeting.pressSequentially('Dear Ms Byron,');
    await expect(page.getByRole('alert')).toContainText('Could not save the cover letter');
    await expect(page).toHaveURL(/\/cover-letters\/new$/);
    await expect(greeting).toHaveValue('Dear Ms Byron,');
    expect(creates.count).toBe(1);
    expect(await savedLetters(page.request)).toEqual([]);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(LETTER_URL);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    expect(creates.count).toBe(2);
    expect(await savedLetters(page.request)).toHaveLength(1);
    await page.reload();
    await expect(page.getByLabel('Greeting')).toHaveValue('Dear Ms Byron,');
  });
});
