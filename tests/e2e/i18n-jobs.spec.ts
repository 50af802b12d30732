import type { APIRequestContext } from '@playwright/test';
import { pseudoLocalize } from '../../src/client/lib/i18n/pseudo-language';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  createDraft,
  englishLeft,
  englishLeftIn,
  expectNoHorizontalOverflow,
  htmlAttribute,
  signUp,
} from './i18n-support';

/**
 * The job tracker and the AI help in the interface languages (issue 33): the jobs list and board, a job's page
 * with its match report, and the builder's suggested skills keep no English in the pseudo-language and fit at
 * 360 px; an Arabic job page and board read right to left, axe clean.
 */

test.use({ locale: 'en-US' });

// The user's own words, in a script the English check does not read as English: titles and companies are
// content, shown as typed (translate="no") or inside translated sentences ('Move {{title}}').
const JOB = {
  title: 'Инженер данных',
  company: 'ООО Ромашка',
  description:
    'We are looking for a data engineer with Python, SQL and Airflow experience. You will build pipelines.',
  nextStep: 'Позвонить',
  nextStepDate: '2026-12-01',
};

async function saveJob(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/jobs', {
    data: { title: JOB.title, company: JOB.company, description: JOB.description },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { job: { id: string } }).job;
  const updated = await request.put(`/api/jobs/${id}`, {
    data: { status: 'applied', nextStep: JOB.nextStep, nextStepDate: JOB.nextStepDate },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return id;
}

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the jobs list and board, a job page with its match report, and the suggested skills keep no English and fit', async ({
    page,
  }) => {
    // Four pages, the builder's among them.
    test.setTimeout(120_000);
    await signUp(page.request);
    await createDraft(page.request, 'CV');
    const id = await saveJob(page.request);

    await page.goto('/jobs?lang=xx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Jobs'));
    await expect(page.getByRole('list', { name: pseudoLocalize('Your jobs') })).toContainText(
      pseudoLocalize('Applied'),
    );
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: pseudoLocalize('Board') }).click();
    const applied = page.getByTestId('board-column-applied');
    await expect(applied.getByRole('heading')).toContainText(pseudoLocalize('Applied'));
    await expect(applied.getByTestId('board-card')).toContainText(JOB.nextStep);
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    await page.goto(`/jobs/${id}?lang=xx`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB.title);
    await expect(page.getByTestId('match-report')).toBeVisible();
    await expect(page.getByRole('heading', { name: pseudoLocalize('ATS and writing check') })).toBeVisible();
    expect(await englishLeft(page, 'main')).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // The builder's AI help: its suggestions are content in the language they are written in (lang="en" from
    // the built-in writer); the panel around them is the interface's.
    await page.goto('/write/skills?lang=xx');
    const suggested = page.getByRole('region', { name: pseudoLocalize('Suggested') });
    await expect(suggested.getByRole('button', { name: pseudoLocalize('Refresh') })).toBeVisible();
    // Answered: the suggestions, or the word that the resume is too short for any.
    await expect(suggested.getByText(pseudoLocalize('Analyzing your profile...'))).toHaveCount(0);
    expect(await englishLeftIn(suggested)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});

test('an Arabic job page and board are laid out right to left, axe clean', async ({ page }) => {
  // Two pages, each read by axe.
  test.setTimeout(120_000);
  await signUp(page.request);
  await createDraft(page.request, 'سيرتي');
  const id = await saveJob(page.request);

  await page.goto(`/jobs/${id}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB.title);
  await expect(page.getByRole('heading', { name: 'مدى تطابق سيرتك الذاتية' })).toBeVisible();
  await expect(page.getByTestId('match-report')).toBeVisible();
  await expect(page.getByLabel('أين وصلت مع هذه الوظيفة')).toHaveValue('applied');
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  // Mirrored: "All jobs" starts at the right-hand end, its arrow pointing right (back, in Arabic).
  const back = page.getByRole('link', { name: 'كل الوظائف' });
  const box = await back.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/jobs?lang=ar');
  await page.getByRole('button', { name: 'لوحة' }).click();
  // The columns run right to left: Saved, first, at the right of Applied.
  const saved = await page.getByTestId('board-column-saved').boundingBox();
  const applied = await page.getByTestId('board-column-applied').boundingBox();
  expect(saved && applied && saved.x > applied.x).toBe(true);
  await expect(page.getByTestId('board-column-applied').getByTestId('column-count')).toHaveText('1 وظيفة');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
