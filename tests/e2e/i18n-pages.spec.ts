import arAts from '../../src/client/lib/i18n/catalogs/ats/ar';
import arBlog from '../../src/client/lib/i18n/catalogs/blog/ar';
import arImprove from '../../src/client/lib/i18n/catalogs/improve/ar';
import arTemplates from '../../src/client/lib/i18n/catalogs/templates/ar';
import { pseudoLocalize } from '../../src/client/lib/i18n/pseudo-language';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { englishLeftIn, expectNoHorizontalOverflow, htmlAttribute, signUp } from './i18n-support';

/**
 * Issue 33 for /improve, the ATS read-back and checker, the template gallery, the blog index and the legal pages:
 * in Arabic they are laid out right to left and axe clean; /improve's own sections keep no English in the
 * pseudo-language at 360 px (the whole of every route, and these public pages, are read by
 * i18n-every-route.spec.ts).
 */

test.use({ locale: 'en-US' });

const RESUME = {
  personalDetails: { firstName: 'Ana', lastName: 'Ruiz', jobTitle: 'Registered Nurse' },
  contactInfo: { email: 'ana.ruiz@example.com', phone: '555 0100', city: 'Porto' },
  experience: [{ jobTitle: 'Registered Nurse', company: 'Saint Mary Hospital', startDate: '2019-03' }],
  education: [{ institution: 'University of Porto', degree: 'BSc Nursing' }],
  skills: [{ name: 'Patient care' }],
  summary: { content: '<p>Registered nurse with six years on surgical wards.</p>' },
};

/** A signed-in user's saved draft, open in the builder, then /improve in `lang`. */
async function openImprove(page: import('@playwright/test').Page, lang: string) {
  await signUp(page.request);
  const created = await page.request.post('/api/resume-drafts', { data: { title: 'Ana CV', data: RESUME } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;
  await page.goto(`/write/personal-details?resumeId=${id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  await page.goto(`/improve?lang=${lang}`);
}

test('the public checker, gallery and blog index in Arabic are laid out right to left, axe clean', async ({
  page,
}) => {
  await page.goto('/ar/ats-checker');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arAts['checker.heading']);
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  await expect(page.getByRole('button', { name: arAts['checker.submit'] })).toBeEnabled();
  // Sending without a file says so in Arabic.
  await page.getByRole('button', { name: arAts['checker.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(arAts['checker.noFile']);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/ar/ats-templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arTemplates['page.heading']);
  await expect(page.getByRole('heading', { name: arTemplates['samples.heading'] })).toBeVisible();
  // The sample resumes are English content, marked so; their cards' names are Arabic.
  await expect(page.getByRole('heading', { name: arTemplates['sample.02'] })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/ar/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arBlog['index.heading']);
  await expect(page.getByRole('note')).toHaveText(arBlog['index.englishOnly']);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Arabic /improve: its sections, the read-back and the way back laid out right to left, axe clean', async ({
  page,
}) => {
  await openImprove(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: arImprove['page.heading'] })).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  await expect(page.getByRole('heading', { name: arImprove['page.match'] })).toBeVisible();
  // The read-back of the saved draft, its tabs named by the file type and the score in Arabic conventions.
  const readBack = page.getByTestId('read-back');
  await expect(readBack.getByRole('tablist', { name: arAts['panel.fileType'] })).toBeVisible();
  await expect(readBack.getByRole('tab', { name: /^PDF: \d/ })).toBeVisible({ timeout: 20_000 });
  // Mirrored: Back sits at the right-hand end of the step's way back and forward.
  const back = await page.getByRole('link', { name: arImprove['page.back'] }).boundingBox();
  const download = await page.getByRole('button', { name: arImprove['page.download'] }).boundingBox();
  expect(back && download && back.x > download.x).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('/improve keeps no English in its own sections and fits', async ({ page }) => {
    await openImprove(page, 'xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Improve'));
    await expect(page.getByTestId('read-back').getByRole('tab', { name: /^PDF: \d/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel(pseudoLocalize('Job description'))).toBeVisible();
    // The match form, the read-back, the readiness advice and the way back; the writing check's findings are
    // shared with the jobs pages and translated with them.
    const own = page.locator(
      [
        'section[aria-labelledby="match-heading"]',
        'section[aria-labelledby="read-back-heading"]',
        'section[aria-labelledby="advice-heading"]',
        `nav[aria-label="${pseudoLocalize('Improve steps')}"]`,
      ].join(', '),
    );
    await expect(own).toHaveCount(4);
    await page.getByText(pseudoLocalize('Every field, as written and as read')).click();
    expect(await englishLeftIn(own)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});
