import { expect, test } from './fixtures';

const RESUME = {
  personalDetails: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'Backend Engineer' },
  summary: { content: '<p>Backend Engineer with 6 years of experience.</p>' },
  experience: [
    {
      id: 'job1',
      jobTitle: 'Backend Engineer',
      company: 'Parcelly',
      startDate: '2019-03',
      current: true,
      description:
        '<ul><li>Built Node.js services on PostgreSQL for 2 million users</li><li>i did stuff with docker</li></ul>',
    },
  ],
  skills: [{ id: 's1', name: 'TypeScript', level: 'advanced', category: 'technical' }],
};

const AD = `Senior Backend Engineer
Requirements:
- 5+ years of experience with Node.js and TypeScript
- Postgres, Redis and Kubernetes
Benefits: dental insurance and a 401(k).`;

test('the Improve step checks the resume, matches a pasted ad and adds a confirmed missing skill', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate((resume) => localStorage.setItem('resume-data', JSON.stringify(resume)), RESUME);
  await page.goto('/improve');
  await expect(page.getByRole('heading', { name: 'Improve', level: 1 })).toBeVisible();

  // The ATS and writing check works without a job ad, each finding naming its item.
  const findings = page.getByRole('list', { name: 'ATS and writing findings' });
  await expect(findings).toContainText('Add an e-mail address');
  await expect(findings.getByRole('link', { name: /Parcelly, bullet 2/ }).first()).toHaveAttribute(
    'href',
    /experience/,
  );

  // An empty ad is refused with the field's message, and nothing else happens.
  await page.getByRole('button', { name: 'Check match' }).click();
  await expect(page.getByText('Please paste the job description')).toBeVisible();

  await page.getByLabel('Job description').fill(AD);
  await page.getByRole('button', { name: 'Check match' }).click();
  await expect(page.getByText(/Match score/)).toBeVisible();
  // The score shows how it adds up, part by part (issue 31).
  const breakdown = page.getByRole('region', { name: 'How the score adds up' });
  await expect(breakdown).toContainText('Hard skills and tools: 3 of 5 found');
  await expect(breakdown).toContainText('Years of experience');
  await expect(page.getByRole('note')).toHaveCount(0);
  const hard = page.getByRole('region', { name: /Hard skills and tools/ });
  await expect(hard).toContainText('Postgres');
  await expect(hard).toContainText('Kubernetes');
  await expect(hard).not.toContainText('dental');
  await expect(page.getByRole('region', { name: 'Requirements' })).toContainText('5+ years of experience');

  await hard
    .getByRole('listitem')
    .filter({ hasText: 'Kubernetes' })
    .getByRole('button', { name: 'Add to skills' })
    .click();
  await page.getByRole('button', { name: 'Yes, add it' }).click();
  await expect(hard).toContainText('added to your skills');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('resume-data')))
    .toContain('"name":"Kubernetes"');

  // A missing keyword the user has is worked into a chosen bullet; only that bullet changes.
  const redis = hard.getByRole('listitem').filter({ hasText: /^Redis/ });
  await redis.getByRole('button', { name: 'Use in a bullet' }).click();
  await redis.getByLabel('Bullet to rewrite').selectOption({ index: 0 });
  await redis.getByRole('button', { name: 'Rewrite with Redis' }).click();
  const rewrites = redis.getByRole('list', { name: 'Bullets with Redis' });
  await expect(rewrites.getByRole('listitem').first()).toContainText('Redis');
  await expect(rewrites.getByRole('listitem').first()).toContainText('2 million users');
  await rewrites.getByRole('button', { name: 'Use this bullet' }).first().click();
  await expect(redis).toContainText('Bullet updated');
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('resume-data') ?? '{}').experience?.[0]?.description,
      ),
    )
    .toMatch(/<li>[^<]*Redis[^<]*<\/li><li>i did stuff with docker<\/li>/);

  // A summary aimed at this job, from the resume's own content, replaces the summary when chosen.
  await page.getByRole('button', { name: 'Write a summary for this job' }).click();
  const suggestions = page.getByRole('list', { name: 'Summary suggestions' });
  await expect(suggestions.getByRole('listitem')).toHaveCount(3);
  await expect(suggestions.getByRole('listitem').first()).toContainText(/Backend Engineer/i);
  await suggestions.getByRole('button', { name: 'Use this summary' }).first().click();
  const chosen = (await suggestions.getByRole('listitem').first().locator('p').textContent()) ?? '';
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('resume-data') ?? '{}').summary?.content ?? ''),
    )
    .toContain(chosen.slice(0, 30));

  // The pasted ad survives a trip to the builder and back.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/design$/);
  await page.goto('/improve');
  await expect(page.getByLabel('Job description')).toHaveValue(AD);
});

// Issue 29.18: the way back and the download stay in view, not only at the end of a long page.
test('Back and Download Resume are in view from the start, and while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/improve');
  const steps = page.getByRole('navigation', { name: 'Improve steps' });
  await expect(steps.getByRole('link', { name: 'Back', exact: true })).toBeInViewport({ timeout: 30_000 });
  await expect(steps.getByRole('button', { name: 'Download Resume' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(steps.getByRole('button', { name: 'Download Resume' })).toBeInViewport();
});

test('an ad from another field says so plainly and scores under 25, whatever the title and years', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate((resume) => localStorage.setItem('resume-data', JSON.stringify(resume)), RESUME);
  await page.goto('/improve');
  await page.getByLabel('Job description').fill(`Registered Nurse, Med-Surg
Requirements:
- 5+ years of experience
- BLS and ACLS certification
- IV therapy, wound care and telemetry
- Epic charting`);
  await page.getByRole('button', { name: 'Check match' }).click();
  await expect(page.getByRole('note')).toContainText('This ad looks like it is for another field');
  // Under 25: one digit, or 10-24.
  await expect(page.locator('p').filter({ hasText: /^Match score/ })).toHaveText(
    /^Match score\s*(\d|1\d|2[0-4])\s*of 100$/,
  );
});
