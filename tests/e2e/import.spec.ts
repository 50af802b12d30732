import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { seriousAxeViolations } from './axe';
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

const THIRD_PARTY = new URL('../fixtures/import/third-party/files/', import.meta.url);

test('a guest imports a two-column PDF, sees the uncertain fields marked, fixes one and lands in the builder', async ({
  page,
}) => {
  await page.goto('/import');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'Jordan Ellis.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(new URL('01-sidebar.pdf', THIRD_PARTY)),
  });
  await expect(page.getByRole('heading', { name: 'Review what we read' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Email')).toHaveValue('jordan.ellis@mailbox.example');
  // The reader turned the employer-first header round, so it asks for a check, in words as well as colour.
  const employer = page.getByLabel('Job 1 employer');
  await expect(employer).toHaveValue('Summit Outdoor Co.');
  await expect(employer).toHaveAccessibleDescription(/Check this/);
  // The marked fields keep their contrast and labels: no serious or critical axe finding on the review.
  expect(await seriousAxeViolations(page)).toEqual([]);
  await employer.fill('Summit Outdoor Company');
  await expect(employer).not.toHaveAccessibleDescription(/Check this/);
  await expect(page.getByLabel('Job 1 title')).toHaveValue('Data Analyst');
  await page.getByRole('button', { name: 'Use this resume' }).click();

  await expect(page).toHaveURL(/\/write\/personal-details$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview).toContainText('Summit Outdoor Company');
  await expect(preview).toContainText('Built weekly sales dashboards in Tableau');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
  expect(stored.experience[0]).toMatchObject({ jobTitle: 'Data Analyst', company: 'Summit Outdoor Company' });
  expect(stored.skills.map((skill: { name: string }) => skill.name)).toContain('Tableau');
});

test("a guest sees each job's bullets in the review, edits one, leaves one out, and the builder has exactly those", async ({
  page,
}) => {
  await page.goto('/import');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'Hannah Brooks.pdf',
    mimeType: 'application/pdf',
    // Printed by Chromium: its list markers are drawn, so the bullets are known only by their indent.
    buffer: readFileSync(new URL('fourth-01-chromium-one-column.pdf', THIRD_PARTY)),
  });
  await expect(page.getByRole('heading', { name: 'Review what we read' })).toBeVisible();
  await expect(page.getByLabel('Job 1 title')).toHaveValue('Operations Manager');
  await expect(page.getByLabel('Job 1 employer')).toHaveValue('Greenleaf Foods');
  const bullets = page.getByRole('region', { name: /Job 1 bullets/ });
  await expect(bullets.getByRole('textbox')).toHaveCount(3);
  await expect(page.getByLabel('Job 1 bullet 1', { exact: true })).toHaveValue(
    'Run daily operations for a 180-person packing plant',
  );
  await page.getByLabel('Job 1 bullet 2', { exact: true }).fill('Cut overtime costs by a fifth in 2023');
  await page.getByLabel('Job 1 bullet 3', { exact: true }).fill('');
  // An emptied bullet keeps its box, so it can be retyped; the count says what will be imported.
  await expect(page.getByLabel('Job 1 bullet 3', { exact: true })).toBeVisible();
  await expect(bullets.getByRole('heading')).toHaveText('Job 1 bullets (2)');
  await expect(page.getByLabel('Job 2 bullet 2', { exact: true })).toHaveValue(
    'Trained new staff on lockout and tagout procedures',
  );
  await page.getByRole('button', { name: 'Use this resume' }).click();

  await expect(page).toHaveURL(/\/write\/personal-details$/);
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview).toContainText('Cut overtime costs by a fifth in 2023');
  await expect(preview).not.toContainText('SQF audit');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
  expect(stored.experience[0].description).toContain('Cut overtime costs by a fifth in 2023');
  expect(stored.experience[0].description).not.toContain('SQF audit');
  expect(stored.experience[0].description).toContain('Run daily operations for a 180-person packing plant');
});

test('a signed-in user imports a Word document and "Use this resume" creates a draft and opens it', async ({
  page,
}) => {
  const email = `import-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Mei', lastName: 'Tanaka', email, password: 'Import-journey-1' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/import');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: readFileSync(new URL('02-plain-caps.docx', THIRD_PARTY)),
  });
  await expect(page.getByLabel('Last name')).toHaveValue('Tanaka');
  await page.getByRole('button', { name: 'Use this resume' }).click();

  await expect(page).toHaveURL(/\/write\/personal-details\?resumeId=/);
  const id = new URL(page.url()).searchParams.get('resumeId');
  await expect(page.getByLabel('First Name')).toHaveValue('Mei');
  const draft = await page.request.get(`/api/resume-drafts/${id}`);
  expect(draft.status()).toBe(200);
  const { resumeDraft } = (await draft.json()) as {
    resumeDraft: { data: { experience: { company: string }[] } };
  };
  expect(resumeDraft.data.experience.map((job) => job.company)).toEqual([
    'Harborview Medical Center',
    'Providence Hospital',
  ]);
});
