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

  const renamed = await open({ ...RESUME, sectionLayout: { titles: { skills: 'Toolbox' } } });
  const differences = renamed.getByRole('list', { name: 'Differences' });
  await expect(differences).toContainText('Skill 1: moved', { timeout: 20_000 });
  await expect(differences).toContainText("Keep the heading 'Skills'");
});
