import { expect, test } from './fixtures';

test('a name in a script the fonts do not cover is flagged in the preview, not dropped silently', async ({
  page,
}) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Zoë');
  await expect(page.getByAltText(/^Resume page 1 of/)).toBeVisible();
  await expect(page.getByTestId('missing-characters')).toHaveCount(0);

  // Chinese, Korean and emoji have bundled fonts now; Ethiopic has none.
  await page.getByLabel('First Name').fill('王小明 김민준 🚀');
  await expect(page.getByAltText(/^Resume page 1 of/)).toBeVisible();
  await page.getByLabel('First Name').fill('ሰላም');
  const notice = page.getByTestId('missing-characters');
  await expect(notice).toContainText("These characters can't be shown with the resume's fonts");
  await expect(notice).toContainText('ሰ ላ ም');

  await page.getByLabel('First Name').fill('Ming');
  await expect(notice).toHaveCount(0);
});
