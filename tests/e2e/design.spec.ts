import type { Page } from '@playwright/test';
import { TEMPLATE_IDS } from '../../src/domain/design';
import { expect, test } from './fixtures';

/** Width over height of the live preview's first page image: 612/792 for US Letter, 595/842 for A4. */
async function firstPageRatio(page: Page): Promise<number> {
  const image = page.getByAltText(/^Resume page 1 of/);
  await expect(image).toBeVisible();
  return image.evaluate((img: HTMLImageElement) => Number((img.naturalWidth / img.naturalHeight).toFixed(3)));
}

/** The next preview render of the resume with this design field, as the server typeset it. */
function previewWith(page: Page, field: string, value: unknown) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/preview')) return false;
    const body = response.request().postDataJSON() as { resume?: Record<string, unknown> } | null;
    return body?.resume?.[field] === value;
  });
}

test('the design choices change the live preview and are kept in the resume', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();

  await page.goto('/design');
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible();
  // Defaults: modern, blue, 12 pt, US Letter (612 x 792 pt).
  await expect(page.getByRole('radio', { name: /Modern/ })).toBeChecked();
  // Each template says what an ATS reads of it (issue 32).
  await expect(page.getByRole('radio', { name: /Modern.*ATS reads 100%/ })).toBeAttached();
  // The sidebar's contact details beside the name are read into the header too (no longer 90.3% of the PDF).
  await expect(page.getByRole('radio', { name: /Sidebar.*ATS reads 100%/ })).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '12 pt' })).toBeChecked();
  await expect.poll(() => firstPageRatio(page)).toBeCloseTo(612 / 792, 2);
  // Every template's thumbnail: the sample resume typeset by the server, in the resume's colours and size.
  const thumbnails = page.locator('fieldset').first().locator('img');
  await expect(thumbnails).toHaveCount(TEMPLATE_IDS.length);
  await expect
    .poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await page.getByText('A4', { exact: true }).click();
  await expect.poll(() => firstPageRatio(page)).toBeCloseTo(595.276 / 841.89, 2);

  const teal = previewWith(page, 'colorScheme', 'teal');
  await page.getByText('Teal', { exact: true }).click();
  const { pages } = (await (await teal).json()) as { pages: string[] };
  expect(pages[0]!.toLowerCase()).toContain('#0f766e');
  await expect(thumbnails.first()).toHaveAttribute('src', /colorScheme=teal&pageSize=a4/);

  await page.getByText('Executive', { exact: true }).click();
  // Executive sets the name in capitals.
  await expect(page.getByRole('complementary', { name: 'Live preview' })).toContainText('Ada Lovelace');
  await page.getByText('14 pt', { exact: true }).click();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}'));
  expect(stored).toMatchObject({ template: 'executive', colorScheme: 'teal', fontSize: 14, pageSize: 'a4' });

  await page.getByRole('link', { name: 'Next: Improve' }).click();
  await expect(page).toHaveURL(/\/improve$/);
  await expect(page.getByRole('heading', { name: 'Match a job ad' })).toBeVisible();
  // The readiness advice links to the step that fixes each issue.
  await expect(page.getByRole('link', { name: 'Valid email is required' })).toHaveAttribute(
    'href',
    /contact/,
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/design$/);
  await expect(page.getByRole('radio', { name: /Executive/ })).toBeChecked();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/write\/professional-summary$/);
});

// Issue 29.18: a change made at the bottom of the controls (section order, fonts) is seen without scrolling up,
// and the way back and forward is in view from the start.
test('on a wide screen the preview stays in view while the controls scroll, and Back and Next show at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();

  await page.goto('/design');
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible({ timeout: 30_000 });
  const top = page.getByRole('navigation', { name: 'Design steps' });
  await expect(top.getByRole('link', { name: 'Back' })).toBeInViewport();
  await expect(top.getByRole('link', { name: 'Next: Improve' })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByAltText('Resume page 1 of 1')).toBeInViewport();
});
