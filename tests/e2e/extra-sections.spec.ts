import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickMonth } from './month-picker';

/** Issue 23 item 9: certifications, projects and volunteering, from the builder to the saved draft. */

interface SavedItem {
  title: string;
  company: string;
  role: string;
  date: string;
  startDate: string;
  endDate: string;
  current: boolean;
  link: string;
  credentialId: string;
  keywords: string;
  location: string;
  description: string;
}
interface SavedDraft {
  data: { additionalSections: { type: string; items: SavedItem[] }[] };
}

const previewText = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });

async function addSection(page: Page, name: string, path: string) {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/write\/additional-sections/);
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/write/${path}$`));
}

async function typeDescription(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type(text);
}

test('a signed-in user adds a certification, a project and a volunteering role, edits, reorders, deletes and keeps them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `sections-${randomBytes(5).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Sections-journey-1' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await page.request.post('/api/resume-drafts', {
    data: { title: 'Sections', data: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;

  await page.goto(`/write/personal-details?resumeId=${id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await page.goto(`/write/additional-sections?resumeId=${id}`);
  await page.getByRole('button', { name: 'Certifications', exact: true }).click();
  await expect(page).toHaveURL(/\/write\/certifications$/);
  await page.getByRole('button', { name: 'Add one more certification' }).click();
  await page.getByLabel('Certification', { exact: true }).fill('Certified Kubernetes Administrator');
  await page.getByLabel('Issuer').fill('CNCF');
  await pickMonth(page, 'Date', '2024-03');
  await page.getByLabel('Credential ID').fill('LF-123');
  await page.getByLabel('URL').fill('cncf.io/verify/LF-123');
  await expect(previewText(page)).toContainText('Certified Kubernetes Administrator, CNCF');
  await expect(previewText(page)).toContainText('LF-123');

  await addSection(page, 'Projects', 'projects');
  await page.getByRole('button', { name: 'Add one more project' }).click();
  await page.getByLabel('Project name').fill('Resumable');
  await page.getByLabel('Your role').fill('Lead developer');
  await pickMonth(page, 'Start date', '2025-01');
  await page.getByLabel('This project is ongoing').check();
  await expect(page.getByRole('textbox', { name: 'End date: Present' })).toBeDisabled();
  await page.getByLabel('URL').fill('https://resumable.example');
  await typeDescription(page, 'Typeset resumes with Typst');
  await page.getByLabel('Keywords').fill('TypeScript, Typst');
  await expect(previewText(page)).toContainText('Resumable, Lead developer');
  await expect(previewText(page)).toContainText('Typeset resumes with Typst');

  await addSection(page, 'Volunteering', 'volunteering');
  const rows = page.getByRole('list', { name: 'Volunteering' }).getByRole('listitem');
  for (const [role, organisation] of [
    ['Mentor', 'Code Club'],
    ['Treasurer', 'Chess Society'],
  ]) {
    await page.getByRole('button', { name: 'Add one more volunteering role' }).click();
    const row = rows.last();
    await row.getByLabel('Role').fill(role!);
    await row.getByLabel('Organisation').fill(organisation!);
  }
  await pickMonth(rows.first(), 'Start date', '2019-09');
  await pickMonth(rows.first(), 'End date', '2021-06');
  await rows.first().getByLabel('Location').fill('Leeds');
  await expect(previewText(page)).toContainText('Treasurer, Chess Society');
  // Rows reorder one place at a time; the first cannot move further up.
  await page.getByRole('button', { name: 'Move Treasurer, Chess Society up' }).click();
  await expect(previewText(page)).toHaveText(/Treasurer[\s\S]*Mentor/);
  await expect(page.getByRole('button', { name: 'Move Treasurer, Chess Society up' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move Treasurer, Chess Society down' }).click();
  await expect(previewText(page)).toHaveText(/Mentor[\s\S]*Treasurer/);
  await page.getByRole('button', { name: 'Delete Treasurer, Chess Society' }).click();
  await expect(rows).toHaveCount(1);
  await expect(previewText(page)).not.toContainText('Treasurer');
  // A saved row can be closed and opened again to edit it.
  await page.getByRole('button', { name: 'Mentor, Code Club', exact: true }).click();
  await expect(rows.first().getByLabel('Role')).toBeHidden();
  await page.getByRole('button', { name: 'Mentor, Code Club', exact: true }).click();
  await rows.first().getByLabel('Role').fill('Lead mentor');
  await expect(previewText(page)).toContainText('Lead mentor, Code Club');
  await expect(page.getByAltText('Resume page 1 of 1')).toBeVisible();

  // The autosaved draft holds every field where ADR 0024 says.
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(async () => {
    const response = await page.request.get(`/api/resume-drafts/${id}`);
    const { data } = ((await response.json()) as { resumeDraft: SavedDraft }).resumeDraft;
    const items = Object.fromEntries(data.additionalSections.map((s) => [s.type, s.items]));
    expect(items.certifications).toEqual([
      expect.objectContaining({
        title: 'Certified Kubernetes Administrator',
        company: 'CNCF',
        date: '2024-03',
        credentialId: 'LF-123',
        link: 'cncf.io/verify/LF-123',
      }),
    ]);
    expect(items.projects).toEqual([
      expect.objectContaining({
        title: 'Resumable',
        role: 'Lead developer',
        startDate: '2025-01',
        current: true,
        link: 'https://resumable.example',
        keywords: 'TypeScript, Typst',
        description: expect.stringContaining('Typeset resumes with Typst'),
      }),
    ]);
    expect(items.volunteering).toEqual([
      expect.objectContaining({
        title: 'Lead mentor',
        company: 'Code Club',
        startDate: '2019-09',
        endDate: '2021-06',
        location: 'Leeds',
      }),
    ]);
  }).toPass({ timeout: 15_000 });

  // Reloaded from the server, all three are there; removing one section takes it off the page.
  await page.goto(`/write/additional-sections?resumeId=${id}`);
  for (const text of ['CNCF', 'Lead developer', 'Lead mentor, Code Club'])
    await expect(previewText(page)).toContainText(text);
  await expect(previewText(page)).toHaveText(/CNCF[\s\S]*Lead developer[\s\S]*Lead mentor/);
  await page.getByRole('button', { name: 'Move Volunteering up' }).click();
  await expect(previewText(page)).toHaveText(/CNCF[\s\S]*Lead mentor[\s\S]*Lead developer/);
  await page.getByRole('button', { name: 'Remove Projects' }).click();
  await expect(previewText(page)).not.toContainText('Lead developer');
  await expect(previewText(page)).toContainText('CNCF');
});
