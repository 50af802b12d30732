import type { APIRequestContext } from '@playwright/test';
import { downloaded } from './downloads';
import { expect, test } from './fixtures';

/**
 * Downloads as an active user. The plan is bought through the sandbox checkout, the product's own purchase
 * path when no Stripe keys are set (no test-only route grants it).
 */

const RESUME = {
  personalDetails: { firstName: 'Zoë', lastName: 'Lovelace', jobTitle: 'Analytical Engineer' },
  contactInfo: { email: 'zoe@example.com' },
  summary: { content: '<p>Writes programs for engines not yet built.</p>' },
  experience: [
    {
      jobTitle: 'Engineer',
      company: 'Engines Ltd',
      startDate: '2020-01',
      description: '<ul><li>Wrote the first program.</li></ul>',
    },
  ],
  education: [{ institution: 'University of London', degree: 'BSc' }],
  skills: [{ name: 'Mathematics' }],
};

async function registerAndBuy(request: APIRequestContext): Promise<void> {
  const email = `export-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const register = await request.post('/api/auth/register', {
    data: { firstName: 'Zoe', lastName: 'Lovelace', email, password: 'Correct-horse-1' },
  });
  expect(register.ok()).toBe(true);
  const session = await request.get('/api/create-checkout-session?plan=3month&origin=%2Fdashboard');
  expect(session.ok(), await session.text()).toBe(true);
  const { checkoutUrl } = (await session.json()) as { checkoutUrl: string };
  const id = /([0-9a-f-]{36})/.exec(checkoutUrl)?.[1];
  expect(id, checkoutUrl).toBeTruthy();
  expect((await request.post(`/api/sandbox-checkout/${id}/complete`)).ok()).toBe(true);
}

async function createDraft(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post('/api/resume-drafts', { data: { title, data: RESUME } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { resumeDraft: { id: string } }).resumeDraft.id;
}

test('the export answers 402 before a purchase and the file after', async ({ page }) => {
  const email = `export-api-${Date.now()}@example.com`;
  await page.request.post('/api/auth/register', {
    data: { firstName: 'Zoe', lastName: 'Lovelace', email, password: 'Correct-horse-1' },
  });
  const id = await createDraft(page.request, 'Before');
  expect((await page.request.get(`/api/resume-drafts/${id}/export/pdf`)).status()).toBe(402);
  const session = await page.request.get('/api/create-checkout-session?plan=trial&origin=%2Fdashboard');
  const checkoutId = /([0-9a-f-]{36})/.exec(
    ((await session.json()) as { checkoutUrl: string }).checkoutUrl,
  )?.[1];
  await page.request.post(`/api/sandbox-checkout/${checkoutId}/complete`);
  const pdf = await page.request.get(`/api/resume-drafts/${id}/export/pdf?source=dashboard`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toBe('attachment; filename="Before.pdf"');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an active user downloads a PDF and a DOCX from the dashboard', async ({ page }) => {
  await registerAndBuy(page.request);
  await createDraft(page.request, 'Zoë CV');
  await page.goto('/dashboard');
  const row = page.getByTestId('draft-row').filter({ hasText: 'Zoë CV' });
  await row.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Recommended')).toBeVisible();
  await expect(dialog.getByText('Best for printing and ATS systems')).toBeVisible();
  await expect(dialog.getByText('Editable format')).toBeVisible();

  const pdf = await downloaded(page, () => dialog.getByTestId('download-pdf').click());
  expect(pdf.name).toBe('Zoë CV.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('button', { name: 'Download' }).click();
  const docx = await downloaded(page, () => page.getByRole('dialog').getByTestId('download-docx').click());
  expect(docx.name).toBe('Zoë CV.docx');
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');
});

test('an active user downloads resume.pdf from the builder', async ({ page }) => {
  await registerAndBuy(page.request);
  const id = await createDraft(page.request, 'Builder CV');
  await page.goto(`/write/professional-summary?resumeId=${id}`);
  await expect(page.getByAltText(/^Resume page 1 of/)).toBeVisible();
  await page.getByRole('button', { name: 'Download' }).first().click();
  await expect(page).toHaveURL(/#download$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Recommended')).toBeVisible();
  const pdf = await downloaded(page, () => dialog.getByTestId('download-pdf').click());
  expect(pdf.name).toBe('resume.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
