import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

const require = createRequire(import.meta.url);
const SAMPLE_PATH = require.resolve('@jsonresume/schema/sample.resume.json');

test('a guest imports a JSON Resume file, fixes a field in the review and lands in the builder with it', async ({
  page,
}) => {
  await page.goto('/ats-templates');
  await page.getByRole('link', { name: 'Start from my resume' }).click();
  await expect(page.getByRole('heading', { name: 'Start from my resume', level: 1 })).toBeVisible();

  await page.getByLabel('Resume file').setInputFiles({
    name: 'resume.json',
    mimeType: 'application/json',
    buffer: readFileSync(SAMPLE_PATH),
  });
  await expect(page.getByRole('heading', { name: 'Review what we read' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('work[0].url has no place in the resume');
  await expect(page.getByLabel('First name')).toHaveValue('Richard');
  await page.getByLabel('Job title', { exact: true }).fill('Chief Compression Officer');
  await page.getByRole('button', { name: 'Use this resume' }).click();

  await expect(page).toHaveURL(/\/write\/personal-details$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Richard');
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview).toContainText('Chief Compression Officer');
  await expect(preview).toContainText('Pied Piper');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
  expect(stored.experience[0]).toMatchObject({ company: 'Pied Piper', jobTitle: 'CEO/President' });
  expect(stored.additionalSections.map((section: { type: string }) => section.type)).toContain('projects');
});
