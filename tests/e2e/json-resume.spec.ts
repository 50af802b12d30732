import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (document: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};

const RESUME = {
  personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst' },
  contactInfo: { email: 'ada@example.com', linkedin: 'linkedin.com/in/ada' },
  experience: [
    {
      id: 'job1',
      jobTitle: 'Lead Analyst',
      company: 'Engines Ltd',
      startDate: '1842-01',
      description: '<ul><li>Wrote the first program</li></ul>',
    },
  ],
};

test('a guest downloads the resume in the browser as a valid JSON Resume', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((resume) => localStorage.setItem('resume-data', JSON.stringify(resume)), RESUME);
  await page.goto('/write/preview');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data as JSON Resume' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resume.json');
  const document = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  let valid = false;
  validate(document, (_errors, isValid) => {
    valid = isValid;
  });
  expect(valid).toBe(true);
  expect(document.basics).toMatchObject({
    name: 'Ada Lovelace',
    label: 'Analyst',
    email: 'ada@example.com',
    profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/ada' }],
  });
  expect(document.work).toEqual([
    {
      name: 'Engines Ltd',
      position: 'Lead Analyst',
      startDate: '1842-01',
      highlights: ['Wrote the first program'],
    },
  ]);
});
