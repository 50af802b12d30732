import { describe, expect, it } from 'vitest';
import { jobBulletSource, jobBullets, jobBulletTexts } from './job-bullets';

describe('jobBullets', () => {
  it('reads the description when it has text, and ignores the plain list then', () => {
    const job = {
      description: '<ul><li>Led a team of 5</li><li>Cut costs 10%</li></ul>',
      bullets: ['Led a team of 5'],
    };
    expect(jobBulletSource(job)).toBe('description');
    expect(jobBullets(job, 2)).toEqual([
      { path: 'experience.2.description.0', text: 'Led a team of 5' },
      { path: 'experience.2.description.1', text: 'Cut costs 10%' },
    ]);
  });

  it('falls back to the plain list when the description is blank, skipping blank bullets with their index kept', () => {
    const job = { description: '<p> </p>', bullets: ['Shipped the app', ' ', 'Hired 3 engineers'] };
    expect(jobBulletSource(job)).toBe('bullets');
    expect(jobBullets(job, 1)).toEqual([
      { path: 'experience.1.bullets.0', text: 'Shipped the app' },
      { path: 'experience.1.bullets.2', text: 'Hired 3 engineers' },
    ]);
  });

  it('reads a description without list items one bullet per line', () => {
    expect(
      jobBulletTexts({ description: '<p>Ran the night shift</p><p>Trained staff</p>', bullets: [] }),
    ).toEqual(['Ran the night shift', 'Trained staff']);
  });
});
