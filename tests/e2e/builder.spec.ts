import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { pickMonth } from './month-picker';

/** The live preview's text for screen readers, next to the page images (desktop: the right column). */
const previewText = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });

async function typeRich(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.type(text);
}

test('a guest fills every step and extra section, sees them in the preview, reloads, then starts over', async ({
  page,
}) => {
  // Ten extra sections and a reload: on a loaded machine this takes well over a minute.
  test.setTimeout(180_000);
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Job Title').fill('Analyst');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();
  await expect(previewText(page)).toContainText('Ada Lovelace');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/write\/contact-info$/);
  await page.getByLabel('Email Address').fill('ada@example.com');
  await page.getByLabel('Phone Number').fill('555-0100');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/write\/experience$/);
  await expect(page.getByText(/34% more likely/)).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(page.getByText(/34% more likely/)).toHaveCount(0);
  await page.getByLabel('Job Title').fill('Engine Analyst');
  await page.getByLabel('Company').fill('Babbage & Co');
  await expect(previewText(page)).toContainText('Engine Analyst');
  await page.getByLabel('I currently work here').check();
  await expect(page.getByRole('textbox', { name: 'End Date: Present' })).toBeDisabled();
  await page.getByLabel('Describe what you did').fill('Wrote the first program');
  await page.getByRole('button', { name: 'Add as Written' }).click();
  await expect(page.getByLabel('Describe what you did')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Final bullets' })).toContainText('Wrote the first program');
  await page.getByRole('button', { name: 'Add to Resume' }).click();
  await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Engine Analyst');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/write\/education$/);
  await page.getByLabel('School/University').fill('University of London');
  await page.getByLabel('Degree').fill('BSc');
  await page.getByLabel('Field of Study').fill('Mathematics');
  await expect(previewText(page)).toContainText('University of London');
  await page.getByRole('button', { name: 'Add Education' }).click();
  await expect(page.getByRole('list', { name: 'Saved education' })).toContainText('University of London');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/write\/skills$/);
  await page.getByLabel('Custom skill').fill('Analysis');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Custom skill').fill('analysis');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add skill', exact: true }).click();
  await expect(page.getByLabel('Skill name')).toHaveValue('New Skill');
  await page.getByLabel('Skill name').fill('Poetry');
  await page.getByLabel('Level').selectOption('expert');
  await expect(previewText(page)).toContainText('Analysis, Poetry');
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/write\/professional-summary$/);
  await typeRich(page, 'Professional summary', 'Short');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Professional summary should be at least 10 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Professional summary' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' but long enough now.');
  await expect(page.getByText('Professional summary should be at least 10 characters')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  // A guest's Save & Continue on the summary raises the sign-up prompt (the accounts issue); the work stays.
  const prompt = page.getByRole('dialog');
  await expect(prompt.getByText("Don't lose your hard work!")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/\/write\/professional-summary$/);

  // Every extra section, each added from the additional-sections screen.
  const add = async (name: string, path: string) => {
    await page.goto('/write/additional-sections');
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/write/${path}$`));
  };
  await add('Internships', 'internships');
  await page.getByRole('button', { name: 'Add one more internship' }).click();
  await page.getByLabel('Company name').fill('Analytical Society');
  await expect(previewText(page)).toContainText('Product Designer');

  await add('Courses', 'courses');
  await page.getByRole('button', { name: 'Add course' }).click();
  await page.getByLabel('Institution Name').fill('Royal Institution');
  await page.getByLabel('Course', { exact: true }).fill('Calculus');
  await pickMonth(page, 'Start Date', '2016-01');
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(previewText(page)).toContainText('Calculus');

  await add('Certifications', 'certifications');
  await page.getByRole('button', { name: 'Add one more certification' }).click();
  await page.getByLabel('Certification', { exact: true }).fill('Royal Society Fellow');
  await expect(previewText(page)).toContainText('Royal Society Fellow');

  await add('Projects', 'projects');
  await page.getByRole('button', { name: 'Add one more project' }).click();
  await page.getByLabel('Project name').fill('Note G');
  await expect(previewText(page)).toContainText('Note G');

  await add('Volunteering', 'volunteering');
  await page.getByRole('button', { name: 'Add one more volunteering role' }).click();
  await page.getByLabel('Role').fill('Tutor');
  await expect(previewText(page)).toContainText('Tutor');

  await add('References', 'references');
  await page.getByRole('button', { name: 'Add one more reference' }).click();
  await page.getByLabel('Referent name').fill('Charles Babbage');
  await expect(previewText(page)).toContainText('Charles Babbage');

  await add('Languages', 'languages');
  await page.getByRole('button', { name: 'Add one more language' }).click();
  await page.getByLabel('Language', { exact: true }).fill('French');
  await page.getByLabel('Proficiency').selectOption('Fluent');
  await expect(previewText(page)).toContainText('French, Fluent');

  await add('Links', 'links');
  await page.getByRole('button', { name: 'Add one more link' }).click();
  await expect(page.getByLabel('Link title')).toHaveValue('My Website');
  await page.getByLabel('URL').fill('ada.example.com');
  await expect(previewText(page)).toContainText('ada.example.com');

  await add('Hobbies', 'hobbies');
  await expect(page.getByLabel('Hobbies')).not.toHaveValue('');
  await page.getByLabel('Hobbies').fill('Horse riding');
  await expect(previewText(page)).toContainText('Horse riding');

  await add('Custom section', 'custom');
  await expect(page.getByText('You can add anything you want in the custom section.')).toBeVisible();
  await page.getByRole('button', { name: 'Add one more' }).click();
  await page.getByLabel('Header', { exact: true }).fill('Notes on the Engine');
  await expect(previewText(page)).toContainText('Notes on the Engine');

  await page.goto('/write/additional-sections');
  await expect(page.getByText('All available sections have been added to your resume.')).toBeVisible();

  // Everything is still there after a reload.
  await page.reload();
  for (const text of [
    'Ada Lovelace',
    'ada@example.com',
    'Engine Analyst',
    'Mathematics',
    'Poetry',
    'long enough',
    'Calculus',
    'Charles Babbage',
    'French',
    'Horse riding',
    'Notes on the Engine',
  ]) {
    await expect(previewText(page)).toContainText(text);
  }
  await expect(page.getByText('Almost there').or(page.getByText('Done'))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Download' })).toBeVisible();

  // Start over asks first, then empties everything.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(
    page.getByText('Are you sure you want to start over? All your progress will be lost.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'No, Keep Editing' }).click();
  await expect(previewText(page)).toContainText('Ada Lovelace');
  await page.getByRole('button', { name: 'Start Over' }).click();
  await page.getByRole('button', { name: 'Yes, Start Over' }).click();
  await expect(page).toHaveURL(/\/write\/personal-details$/);
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(previewText(page)).not.toContainText('Ada');
});

test('template=02 loads the marketing-manager sample, and the title edits inline', async ({ page }) => {
  await page.goto('/write/personal-details?template=02');
  await expect(page.getByLabel('Job Title')).toHaveValue(/Marketing Manager/i);
  const title = page.getByTestId('resume-title');
  await expect(title).toHaveText(/Resume$/);
  await page.getByRole('button', { name: 'Edit resume title' }).click();
  await page.getByLabel('Resume title').fill('  Marketing CV  ');
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Marketing CV');
  await page.getByRole('button', { name: 'Edit resume title' }).click();
  await page.getByLabel('Resume title').fill('Discarded');
  await page.keyboard.press('Escape');
  await expect(title).toHaveText('Marketing CV');
  await page.getByRole('button', { name: 'Edit resume title' }).click();
  await page.getByLabel('Resume title').fill('   ');
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Marketing CV');
});

test('the preview page shows completeness and the download threshold', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.goto('/write/preview');
  await expect(page.getByRole('heading', { name: 'Resume Preview' })).toBeVisible();
  await expect(page.getByText('17% Complete')).toBeVisible();
  await expect(page.getByText('Complete to 70% to download')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Editor' })).toHaveAttribute(
    'href',
    '/write/professional-summary',
  );
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an empty builder previews a placeholder page until the first keystroke', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  await expect(page.getByTestId('preview-placeholder')).toBeVisible();
  await expect(page.getByText('Your resume will appear here as you type.')).toBeVisible();
  await expect(page.getByAltText(/Resume page 1 of/)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('First Name').fill('Elena');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();
  await expect(page.getByTestId('preview-placeholder')).toHaveCount(0);
  // Back to nothing typed: the placeholder returns rather than a blank page.
  await page.getByLabel('First Name').fill('');
  await expect(page.getByTestId('preview-placeholder')).toBeVisible();
});

test('contact details are asked once, on the Contact Info step', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  // Personal Details asks for the name and job title only (spec section 2; ADR 0072).
  await expect(field('First Name')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show additional details' })).toHaveCount(0);
  const contactLabels = [
    'Email Address',
    'Phone Number',
    'Location',
    'Website / Portfolio',
    'LinkedIn Profile',
  ];
  for (const label of [...contactLabels, 'Email', 'Phone', 'LinkedIn (Optional)', 'Website (Optional)'])
    await expect(field(label)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/write\/contact-info$/);
  for (const label of contactLabels) await expect(field(label)).toHaveCount(1);
  await page.getByLabel('Email Address').fill('elena.marquez@example.com');
  await page.getByLabel('Phone Number').fill('555-0199');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/write\/experience$/);
  // (The job's own Location is the job's, not a contact detail.)
  for (const label of contactLabels.filter((label) => label !== 'Location'))
    await expect(field(label)).toHaveCount(0);
  await page.goto('/write/contact-info');
  await expect(page.getByLabel('Email Address')).toHaveValue('elena.marquez@example.com');
  await expect(page.getByLabel('Phone Number')).toHaveValue('555-0199');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer steps through, the preview opens full screen, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/write/personal-details?template=01');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/write\/contact-info$/);
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await page.getByLabel('Go to step').selectOption({ label: 'Professional Summary' });
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save & Download' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resume preview' });
    await expect(dialog.getByAltText(/Resume page 1 of \d/)).toBeVisible();
  });
});

test('axe finds no serious or critical violation on any builder screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/write/personal-details?template=01');
  // The sample is in the local copy before the next address is opened.
  await expect(page.getByAltText(/Resume page 1 of/).first()).toBeVisible();
  const paths = [
    '/write/personal-details',
    '/write/contact-info',
    '/write/experience',
    '/write/education',
    '/write/skills',
    '/write/professional-summary',
    '/write/additional-sections',
    '/write/internships',
    '/write/courses',
    '/write/certifications',
    '/write/projects',
    '/write/volunteering',
    '/write/references',
    '/write/languages',
    '/write/links',
    '/write/hobbies',
    '/write/custom',
    '/preview',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByAltText(/Resume page 1 of/).first()).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test('aliases show the same screens', async ({ page }) => {
  for (const [path, heading] of [
    ['/write/contact-information', 'Contact Info'],
    ['/write/employment-history', 'Employment History'],
    ['/write/summary', 'Professional Summary'],
    ['/write/prof-summary', 'Professional Summary'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
