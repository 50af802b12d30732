import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickMonth } from './month-picker';

/**
 * Issue 29 item A: what is typed into an entry form (a job, a school, a course) is never thrown away. Save &
 * Continue with a filled form asks, in one click, whether to add it; changing step from the step list or
 * reloading keeps the form as typed, for a guest and for a signed-in user's draft.
 */

const stepList = (page: Page) => page.getByRole('navigation', { name: 'Resume sections' });
const previewText = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });

async function storedResume(page: Page): Promise<{
  experience: { jobTitle: string; bullets: string[] }[];
  education: { institution: string }[];
  additionalSections: { type: string; items: { title: string }[] }[];
}> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
}

async function fillJob(page: Page) {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Grace');
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Compiler Engineer');
  await page.getByLabel('Company').fill('Remington Rand');
  await pickMonth(page, 'Start Date', '2019-03');
  await pickMonth(page, 'End Date', '2023-06');
  await page.getByLabel('Describe what you did').fill('Wrote the first compiler\nTaught COBOL');
}

async function expectJobForm(page: Page) {
  await expect(page.getByLabel('Job Title')).toHaveValue('Compiler Engineer');
  await expect(page.getByLabel('Company')).toHaveValue('Remington Rand');
  await expect(page.getByRole('combobox', { name: 'Start Date year', exact: true })).toHaveValue('2019');
  await expect(page.getByRole('combobox', { name: 'Start Date month', exact: true })).toHaveValue('03');
  await expect(page.getByRole('combobox', { name: 'End Date year', exact: true })).toHaveValue('2023');
  await expect(page.getByLabel('Describe what you did')).toHaveValue(
    'Wrote the first compiler\nTaught COBOL',
  );
}

test.describe('a job typed on Employment History', () => {
  test('Save & Continue asks, and adding it puts the job on the resume', async ({ page }) => {
    await fillJob(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Compiler Engineer');
    await ask.getByRole('button', { name: 'Add job and continue' }).click();
    await expect(page).toHaveURL(/\/write\/education$/);
    await expect(previewText(page)).toContainText('Compiler Engineer');
    await expect(previewText(page)).toContainText('Wrote the first compiler');
    const stored = await storedResume(page);
    expect(stored.experience.map((job) => job.jobTitle)).toEqual(['Compiler Engineer']);
    expect(stored.experience[0]?.bullets).toEqual(['Wrote the first compiler', 'Taught COBOL']);

    await page.reload();
    await stepList(page).getByRole('link', { name: 'Employment History' }).click();
    await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Compiler Engineer');
    // Added, so the form is empty again: nothing is offered twice.
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page).toHaveURL(/\/write\/education$/);
  });

  test('Save & Continue without adding keeps the form for later', async ({ page }) => {
    await fillJob(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue without adding' }).click();
    await expect(page).toHaveURL(/\/write\/education$/);
    expect((await storedResume(page)).experience).toEqual([]);
    await page.reload();
    await stepList(page).getByRole('link', { name: 'Employment History' }).click();
    await expectJobForm(page);
  });

  test('changing step from the step list keeps it', async ({ page }) => {
    await fillJob(page);
    await stepList(page).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL(/\/write\/skills$/);
    await stepList(page).getByRole('link', { name: 'Employment History' }).click();
    await expectJobForm(page);
  });

  test('reloading keeps it', async ({ page }) => {
    await fillJob(page);
    // The preview shows the job being typed once the form has settled.
    await expect(previewText(page)).toContainText('Compiler Engineer');
    await page.reload();
    await expectJobForm(page);
    await page.getByRole('button', { name: 'Add as Written' }).click();
    await page.getByRole('button', { name: 'Add to Resume' }).click();
    await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Compiler Engineer');
    // Once added, the typed form is gone for good: a reload shows an empty form.
    await page.reload();
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Compiler Engineer');
  });
});

async function fillSchool(page: Page) {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Grace');
  await page.goto('/write/education');
  await page.getByLabel('School/University').fill('Yale University');
  await page.getByLabel('Degree').fill('PhD');
  await page.getByLabel('Field of Study').fill('Mathematics');
  await pickMonth(page, 'End Date', '1990-06');
}

async function expectSchoolForm(page: Page) {
  await expect(page.getByLabel('School/University')).toHaveValue('Yale University');
  await expect(page.getByLabel('Degree')).toHaveValue('PhD');
  await expect(page.getByLabel('Field of Study')).toHaveValue('Mathematics');
  await expect(page.getByRole('combobox', { name: 'End Date year', exact: true })).toHaveValue('1990');
}

test.describe('a school typed on Education', () => {
  test('Save & Continue asks, and adding it puts the school on the resume', async ({ page }) => {
    await fillSchool(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Add education and continue' }).click();
    await expect(page).toHaveURL(/\/write\/skills$/);
    expect((await storedResume(page)).education.map((school) => school.institution)).toEqual([
      'Yale University',
    ]);
    await stepList(page).getByRole('link', { name: 'Education' }).click();
    await expect(page.getByRole('list', { name: 'Saved education' })).toContainText('Yale University');
    await expect(page.getByLabel('School/University')).toHaveValue('');
  });

  test('changing step from the step list keeps it', async ({ page }) => {
    await fillSchool(page);
    await stepList(page).getByRole('link', { name: 'Personal Details' }).click();
    await expect(page).toHaveURL(/\/write\/personal-details$/);
    await stepList(page).getByRole('link', { name: 'Education' }).click();
    await expectSchoolForm(page);
  });

  test('reloading keeps it', async ({ page }) => {
    await fillSchool(page);
    await page.reload();
    await expectSchoolForm(page);
  });
});

async function fillCourse(page: Page) {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Grace');
  await page.goto('/write/additional-sections');
  await page.getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/write\/courses$/);
  await page.getByRole('button', { name: 'Add course' }).click();
  await page.getByLabel('Institution Name').fill('Vassar College');
  await page.getByLabel('Course', { exact: true }).fill('Calculus');
  await pickMonth(page, 'Start Date', '1988-09');
}

async function expectCourseForm(page: Page) {
  await expect(page.getByLabel('Institution Name')).toHaveValue('Vassar College');
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue('Calculus');
  await expect(page.getByRole('combobox', { name: 'Start Date year', exact: true })).toHaveValue('1988');
}

const courses = async (page: Page) =>
  (await storedResume(page)).additionalSections.find((section) => section.type === 'courses')?.items ?? [];

test.describe('a course typed on Courses', () => {
  test('Save & Continue asks, and adding it puts the course on the resume', async ({ page }) => {
    await fillCourse(page);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Add course and continue' }).click();
    await expect(page).toHaveURL(/\/write\/additional-sections$/);
    expect((await courses(page)).map((item) => item.title)).toEqual(['Calculus']);
    await expect(previewText(page)).toContainText('Calculus');
  });

  test('changing step from the step list keeps it', async ({ page }) => {
    await fillCourse(page);
    await stepList(page).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL(/\/write\/skills$/);
    await stepList(page).getByRole('link', { name: 'Courses' }).click();
    await expectCourseForm(page);
  });

  test('reloading keeps it', async ({ page }) => {
    await fillCourse(page);
    await page.reload();
    await expectCourseForm(page);
    expect(await courses(page)).toEqual([]);
  });
});

test('a signed-in user keeps a typed job across a step change and a reload, per draft', async ({ page }) => {
  const email = `entries-${randomBytes(5).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Grace', lastName: 'Hopper', email, password: 'Entries-journey-1' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const ids: string[] = [];
  for (const title of ['First', 'Second']) {
    const created = await page.request.post('/api/resume-drafts', {
      data: { title, data: { personalDetails: { firstName: 'Grace', lastName: title } } },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { resumeDraft: { id: string } }).resumeDraft.id);
  }
  const [first, second] = ids as [string, string];

  await page.goto(`/write/experience?resumeId=${first}`);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByLabel('Job Title').fill('Rear Admiral');
  await page.getByLabel('Company').fill('US Navy');
  await stepList(page).getByRole('link', { name: 'Skills' }).click();
  await stepList(page).getByRole('link', { name: 'Employment History' }).click();
  await expect(page.getByLabel('Job Title')).toHaveValue('Rear Admiral');
  await page.reload();
  await expect(page.getByLabel('Job Title')).toHaveValue('Rear Admiral');
  await expect(page.getByLabel('Company')).toHaveValue('US Navy');

  // Another draft has its own (empty) form; the first one's is still there when it is opened again.
  await page.goto(`/write/experience?resumeId=${second}`);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByLabel('Job Title')).toHaveValue('');
  await page.goto(`/write/experience?resumeId=${first}`);
  await expect(page.getByLabel('Job Title')).toHaveValue('Rear Admiral');

  // Added with Save & Continue, it reaches the server's draft.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Add job and continue' }).click();
  await expect(page).toHaveURL(/\/write\/education/);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/resume-drafts/${first}`);
        const body = (await response.json()) as {
          resumeDraft: { data: { experience: { jobTitle: string }[] } };
        };
        return body.resumeDraft.data.experience.map((job) => job.jobTitle);
      },
      { timeout: 15_000 },
    )
    .toEqual(['Rear Admiral']);
});

test('an extra section opened straight from its address is created, so its form can be used', async ({
  page,
}) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Grace');
  await page.goto('/write/courses');
  await page.getByRole('button', { name: 'Add course' }).click();
  await page.getByLabel('Institution Name').fill('Vassar College');
  await page.reload();
  await expect(page.getByLabel('Institution Name')).toHaveValue('Vassar College');
  await expect(stepList(page).getByRole('link', { name: 'Courses' })).toBeVisible();
});
