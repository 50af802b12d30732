import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const THIRD_PARTY = new URL('../fixtures/import/third-party/files/', import.meta.url);

test('a visitor checks a PDF without an account, sees what was read and the checks, and continues into the builder', async ({
  page,
}) => {
  await page.goto('/ats-checker');
  await expect(page.getByRole('heading', { name: 'Free ATS resume checker', level: 1 })).toBeVisible();
  await page.getByLabel(/Your resume/).setInputFiles({
    name: 'Jordan Ellis.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(new URL('01-sidebar.pdf', THIRD_PARTY)),
  });
  await page
    .getByLabel(/Job ad/)
    .fill('Data Analyst. Requirements: SQL, Tableau and Python; 3+ years of experience.');
  await page.getByRole('button', { name: 'Check my resume' }).click();

  const read = page.getByRole('region', { name: 'What was read' });
  await expect(read).toBeVisible();
  await expect(read.getByRole('row', { name: /Email/ })).toContainText('jordan.ellis@mailbox.example');
  await expect(page.getByRole('heading', { name: 'ATS and writing check' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Match with the job ad' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue in the builder' }).click();
  await expect(page).toHaveURL(/\/write\/personal-details$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
});

test('the checker refuses a file that is not a PDF or Word document with a clear message', async ({
  page,
}) => {
  await page.goto('/ats-checker');
  await page.getByLabel(/Your resume/).setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{}'),
  });
  await page.getByRole('button', { name: 'Check my resume' }).click();
  await expect(page.getByRole('alert')).toContainText('upload a PDF or a Word document');
});
