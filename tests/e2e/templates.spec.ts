import { TEMPLATE_IDS } from '../../src/domain/design';
import { TEMPLATE_READ_BACK } from '../../src/domain/template-read-back';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('the gallery shows its title, figures and cards, and a template opens in the builder', async ({
  page,
}) => {
  await page.goto('/ats-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'ATS Resume Templates' })).toBeVisible();
  await expect(page).toHaveTitle('ATS Resume Templates');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ATS/);
  await expect(page.getByRole('link', { name: 'Create my resume' })).toHaveAttribute(
    'href',
    '/write/personal-details?new=true',
  );
  await expect(page.getByText('10,558', { exact: false })).toBeVisible();
  await expect(page.getByText('2M+')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const marketing = cards.filter({ hasText: 'Marketing Manager' });
  await expect(marketing.getByRole('region', { name: 'Experience' }).getByRole('listitem')).toHaveCount(2);
  await expect(marketing.getByRole('region', { name: 'Education' }).getByRole('listitem')).toHaveCount(1);

  // 'Use this template' shows on keyboard focus as well as on hover.
  const use = marketing.getByRole('link', { name: /Use this template/ });
  await use.focus();
  await expect(use).toBeVisible();
  await expect.poll(() => use.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await use.click();
  await expect(page).toHaveURL(/\/write\/personal-details\?template=02/);
  const sample = page.getByLabel('Job Title');
  await expect(sample).toHaveValue(/Marketing Manager/i);
});

test('the gallery shows every template as its typeset first page, and one opens on my content', async ({
  page,
}) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Grace');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();

  await page.goto('/ats-templates');
  // The true count, never the spec's "200+".
  await expect(
    page.getByRole('heading', { level: 2, name: `${TEMPLATE_IDS.length} templates` }),
  ).toBeVisible();
  const templates = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(templates).toHaveCount(TEMPLATE_IDS.length);
  const images = page.getByRole('list', { name: 'Templates' }).getByRole('img');
  await expect(images).toHaveCount(TEMPLATE_IDS.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    // Each is a real render: an SVG page the browser decoded, in US Letter's proportions.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/templates\/[a-z]+\/thumbnail\.svg/,
    );
  }
  // Each card says what an ATS reads of it (issue 32), as measured by read-back-quality.test.ts.
  for (const name of ['Sidebar', 'Modern'] as const) {
    const { pdf, docx } = TEMPLATE_READ_BACK[name.toLowerCase() as 'sidebar' | 'modern'];
    await expect(templates.filter({ has: page.getByRole('heading', { name, exact: true }) })).toContainText(
      pdf === 100 && docx === 100
        ? 'An ATS reads every field of the PDF and Word files'
        : `An ATS reads ${pdf}% of the fields of the PDF and ${docx}% of the Word file`,
    );
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Use this template: Sidebar' }).click();
  await expect(page).toHaveURL(/\/write\/personal-details\?design=sidebar/);
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
  expect(stored).toMatchObject({ template: 'sidebar', personalDetails: { firstName: 'Grace' } });
});
