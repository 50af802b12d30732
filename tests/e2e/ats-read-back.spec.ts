import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const RESUME = {
  personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analytical Engineer' },
  contactInfo: {
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    city: 'London',
    country: 'United Kingdom',
  },
  experience: [
    {
      jobTitle: 'Senior Engineer',
      company: 'Analytical Engines Ltd',
      startDate: '2020-01',
      current: true,
      description:
        '<ul><li><p>Wrote the first published algorithm.</p></li><li><p>Led a team of 4.</p></li></ul>',
    },
  ],
  education: [
    { institution: 'University of London', degree: 'BSc', field: 'Mathematics', endDate: '1835-06' },
  ],
  skills: [{ name: 'Mathematics' }, { name: 'Programming' }],
};

test('a user sees a clean read-back for the default template, and the skills marked once the Skills heading is renamed', async ({
  page,
}) => {
  const email = `ats-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Analytical-1' },
  });
  expect(registered.status()).toBe(201);
  const open = async (data: unknown) => {
    const created = await page.request.post('/api/resume-drafts', { data: { title: 'Ada CV', data } });
    const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;
    await page.goto(`/write/personal-details?resumeId=${id}`);
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await page.goto('/improve');
    return page.getByTestId('read-back');
  };

  const clean = await open(RESUME);
  await expect(clean).toContainText(
    'Every field we checked was read back from your PDF file as you wrote it',
    {
      timeout: 20_000,
    },
  );
  await expect(clean.getByRole('tab', { name: 'PDF: 100%' })).toBeVisible();

  // The file-type tabs follow the WAI-ARIA tabs pattern from the keyboard (src/client/lib/tablist-keys.ts):
  // arrows move focus and selection together, Home and End go to the ends, only the selected tab is tabbable.
  const pdfTab = clean.getByRole('tab', { name: /^PDF/ });
  const wordTab = clean.getByRole('tab', { name: /^Word/ });
  const expectSelected = async (selected: typeof pdfTab, other: typeof pdfTab) => {
    await expect(selected).toBeFocused();
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveAttribute('tabindex', '0');
    await expect(other).toHaveAttribute('aria-selected', 'false');
    await expect(other).toHaveAttribute('tabindex', '-1');
  };
  await pdfTab.focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(wordTab, pdfTab);
  await expect(clean).toContainText(
    'Every field we checked was read back from your Word file as you wrote it',
    { timeout: 20_000 },
  );
  await page.keyboard.press('Home');
  await expectSelected(pdfTab, wordTab);
  await expect(clean).toContainText(
    'Every field we checked was read back from your PDF file as you wrote it',
  );
  await page.keyboard.press('End');
  await expectSelected(wordTab, pdfTab);
  // Right from the last tab wraps round to the first.
  await page.keyboard.press('ArrowRight');
  await expectSelected(pdfTab, wordTab);
  // Tab leaves the tablist from the selected tab instead of stopping on the other one.
  await page.keyboard.press('Tab');
  await expect(pdfTab).not.toBeFocused();
  await expect(wordTab).not.toBeFocused();

  const renamed = await open({ ...RESUME, sectionLayout: { titles: { skills: 'Toolbox' } } });
  const differences = renamed.getByRole('list', { name: 'Differences' });
  await expect(differences).toContainText('Skill 1: moved', { timeout: 20_000 });
  await expect(differences).toContainText("Keep the heading 'Skills'");
});

/** A new account with the 3-month plan, bought through the sandbox checkout (as export.spec.ts does). */
async function registerAndBuy(request: APIRequestContext): Promise<void> {
  const email = `ats-dl-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Analytical-1' },
  });
  expect(registered.status()).toBe(201);
  const session = await request.get('/api/create-checkout-session?plan=3month&origin=%2Fdashboard');
  const { checkoutUrl } = (await session.json()) as { checkoutUrl: string };
  const id = /([0-9a-f-]{36})/.exec(checkoutUrl)?.[1];
  expect((await request.post(`/api/sandbox-checkout/${id}/complete`)).ok()).toBe(true);
}

test.describe('the download dialog', () => {
  // The Word read-back below is answered 503 on purpose; Chromium logs that answer as a console error.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("shows what an ATS reads of the chosen file type, with the differences' cause and fix, and never holds up the download", async ({
    page,
  }) => {
    await registerAndBuy(page.request);
    const created = await page.request.post('/api/resume-drafts', {
      data: { title: 'Toolbox CV', data: { ...RESUME, sectionLayout: { titles: { skills: 'Toolbox' } } } },
    });
    expect(created.status()).toBe(201);
    // The first PDF read-back is held until the PDF is downloaded, the first Word read-back fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      /\/read-back\?format=pdf/,
      async (route) => {
        await held;
        // The dialog closed after the download and gave the request up; nothing is left to answer.
        await route.continue().catch(() => {});
      },
      { times: 1 },
    );
    await page.route(
      /\/read-back\?format=docx/,
      (route) => route.fulfill({ status: 503, json: { success: false, error: 'Service unavailable' } }),
      { times: 1 },
    );

    await page.goto('/dashboard');
    const row = page.getByTestId('draft-row').filter({ hasText: 'Toolbox CV' });
    await row.getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog');
    const readBack = dialog.getByTestId('download-read-back');
    await expect(readBack).toContainText('Reading your PDF file back as an applicant tracking system would');
    const downloading = page.waitForEvent('download');
    await dialog.getByTestId('download-pdf').click();
    expect((await downloading).suggestedFilename()).toBe('Toolbox CV.pdf');
    await expect(dialog).toBeHidden();
    release();

    await row.getByRole('button', { name: 'Download' }).click();
    await expect(readBack).toContainText(
      /An ATS-style reader gets \d+ of your \d+ fields from this PDF as you wrote them \(\d+(\.\d)?%\)/,
      { timeout: 20_000 },
    );
    const differences = readBack.getByRole('list', { name: 'Differences' });
    await expect(differences).toBeHidden();
    await readBack.getByText(/\d+ differences?, with cause and fix/).click();
    await expect(differences).toContainText('Skill 1: moved');
    await expect(differences).toContainText("Keep the heading 'Skills'");

    await readBack.getByRole('tab', { name: 'Word' }).click();
    await expect(readBack).toContainText(
      'We could not read your Word file back just now. Your download is not affected.',
    );
    await expect(dialog.getByTestId('download-docx')).toBeEnabled();
    await readBack.getByRole('tab', { name: 'PDF' }).click();
    await expect(readBack).toContainText(/fields from this PDF/);

    // A new opening reads the file again: the Word read-back now answers.
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Download' }).click();
    await readBack.getByRole('tab', { name: 'Word' }).click();
    await expect(readBack).toContainText(/fields from this Word file as you wrote them/, { timeout: 20_000 });
  });
});
