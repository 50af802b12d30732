import type { Page } from '@playwright/test';
import english from '../../src/client/lib/i18n/catalogs/builder/en';
import { pseudoLocalize } from '../../src/client/lib/i18n/pseudo-language';
import { escapeRegExp } from '../../src/domain/escape-reg-exp';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { englishLeft, expectNoHorizontalOverflow, htmlAttribute } from './i18n-support';

/**
 * The builder in the interface languages (issue 33, ADR 0085): its shell (top bar, title bar, the small screens'
 * step menu and footer), its six steps, their fields and the messages under them, in the pseudo-language at
 * 360 px with no English left and nothing wider than the screen, and in Arabic laid out right to left.
 */

test.use({ locale: 'en-US' });

const xx = pseudoLocalize;

/**
 * English left in the builder, leaving out what other areas show inside it and translate on their own: the AI
 * suggestion panels (skills, summary, bullets) and the extra sections' collapsible row, whose delete button a
 * skill row borrows. Once those areas are translated, these texts are pseudo-language too and nothing is
 * left out.
 */
async function builderEnglishLeft(page: Page): Promise<string[]> {
  await page
    .locator(
      'section[aria-labelledby$="suggestions-heading"], section[aria-labelledby="suggested-skills-heading"]',
    )
    .evaluateAll((panels) => {
      for (const panel of panels) panel.setAttribute('translate', 'no');
    });
  const OTHER_AREAS = [/^Improve with AI$/, /^Delete \[.*\]$/];
  return (await englishLeft(page, 'body')).filter((text) => !OTHER_AREAS.some((other) => other.test(text)));
}

const saveAndContinue = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: xx('Save & Continue'), exact: true });

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the six steps, their fields, a step’s validation messages and its unsaved-entry question keep no English and fit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/write/personal-details?new=true&lang=xx');
    // The builder's code and the language's catalogs arrive first: on a loaded machine, a while.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Personal Details'), {
      timeout: 30_000,
    });
    await page.getByLabel(xx('First Name')).fill('Ana');
    await page.getByLabel(xx('Last Name')).fill('Ruiz');
    // The small screens' step menu and footer, the progress label and the start-over question are the shell's.
    await expect(page.getByLabel(xx('Go to step'))).toBeVisible();
    await expect(
      page.getByText(xx('Step {{number}} of {{total}}').replace('{{number}}', '1').replace('{{total}}', '6')),
    ).toBeVisible();
    await page.getByRole('button', { name: xx('Reset') }).click();
    const startOver = page.getByRole('alertdialog');
    await expect(startOver.getByRole('heading')).toHaveText(xx('Start over'));
    expect(await builderEnglishLeft(page)).toEqual([]);
    await startOver.getByRole('button', { name: xx('No, Keep Editing') }).click();
    await expectNoHorizontalOverflow(page);
    await saveAndContinue(page).click();

    // Contact Info: the resume's rules' messages under the fields, and the step's own warning, counted.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Contact Info'));
    await page.getByLabel(xx('Email Address')).fill('ana-at-example');
    await page.getByLabel(xx('Website / Portfolio')).fill('not a web address');
    await saveAndContinue(page).click();
    await expect(page.getByText(xx('Please enter a valid email address'))).toBeVisible();
    await expect(page.getByText(xx('Please enter a valid URL'))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      xx(english['frame.invalid_other']).replace('{{count}}', '2'),
    );
    expect(await builderEnglishLeft(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: xx('Continue anyway') }).click();

    // Employment History: the month pickers name the months in the interface language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Employment History'));
    await page.getByLabel(xx('Job Title')).fill('Engineer');
    await expect(
      page.getByRole('combobox', { name: xx('{{label}} month').replace('{{label}}', xx('Start Date')) }),
    ).toContainText(xx('March'));
    expect(await builderEnglishLeft(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await saveAndContinue(page).click();
    const unsaved = page.getByRole('alertdialog');
    await expect(unsaved.getByRole('heading')).toHaveText(xx('Add this job to your resume?'));
    await expect(unsaved).toContainText(
      xx(english['unsaved.job.namedAdd'])
        .replace(/<\/?name>/g, '')
        .replace('{{name}}', 'Engineer'),
    );
    expect(await builderEnglishLeft(page)).toEqual([]);
    await unsaved.getByRole('button', { name: xx('Continue without adding') }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Education'));
    expect(await builderEnglishLeft(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await saveAndContinue(page).click();

    // Skills: a new skill is named in the interface language, its levels too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Skills'));
    // Exactly: the suggested skills' buttons are named "Add skill <skill>".
    await page.getByRole('button', { name: xx('Add skill'), exact: true }).click();
    await expect(page.getByLabel(xx('Skill name'))).toHaveValue(xx('New Skill'));
    await expect(page.getByLabel(xx('Level'))).toContainText(xx('Intermediate'));
    expect(await builderEnglishLeft(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await saveAndContinue(page).click();

    // Professional Summary: the builder's own rule, with its figure.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xx('Professional Summary'));
    await page.getByRole('textbox', { name: xx('Professional summary') }).click();
    await page.keyboard.type('Too short');
    await saveAndContinue(page).click();
    await expect(
      page.getByText(
        xx('Professional summary should be at least {{min}} characters').replace('{{min}}', '10'),
      ),
    ).toBeVisible();
    expect(await builderEnglishLeft(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});

test('an Arabic builder is laid out right to left, with Arabic month names, axe clean', async ({ page }) => {
  await page.goto('/write/personal-details?new=true&lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('البيانات الشخصية', { timeout: 30_000 });
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  await page.getByLabel('الاسم الأول').fill('ليلى');
  await page.getByLabel('اسم العائلة').fill('حداد');
  // Mirrored: the steps' column sits to the right of the form.
  const steps = await page.getByRole('navigation', { name: 'أقسام السيرة الذاتية' }).boundingBox();
  const form = await page.getByRole('main').boundingBox();
  expect(steps && form && steps.x > form.x).toBe(true);
  await expect(page.getByTestId('progress-label')).toHaveText(/^(البداية|تقدّم جيد)$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'الخبرة المهنية' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الخبرة المهنية');
  await expect(page.getByRole('combobox', { name: 'تاريخ البدء: الشهر' })).toContainText('مارس');
  await expect(
    page.getByRole('button', { name: new RegExp(`^${escapeRegExp('حفظ ومتابعة')}$`) }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
