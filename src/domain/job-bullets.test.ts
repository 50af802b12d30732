import { describe, expect, it } from 'vitest';
import { jobBulletSource, jobBullets, jobBulletTexts, jobTextLines, replaceJobBullet } from './job-bullets';

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

describe('replaceJobBullet', () => {
  const both = {
    description: '<ul><li><strong>Led</strong> a team</li><li>Cut costs</li></ul>',
    bullets: ['Led a team', 'Cut costs'],
  };

  it('rewrites a bullet of the description in the rich text, keeping the other bullets formatted', () => {
    const job = replaceJobBullet(both, jobBullets(both, 0)[1]?.path ?? '', 'Cut costs 10% with Redis');
    expect(job.description).toBe(
      '<ul><li><strong>Led</strong> a team</li><li>Cut costs 10% with Redis</li></ul>',
    );
    expect(jobBulletTexts(job)).toEqual(['Led a team', 'Cut costs 10% with Redis']);
  });

  it('rewrites a bullet of the plain list in the list when the description is blank', () => {
    const listOnly = { description: '', bullets: ['Shipped the app', '', 'Hired 3 engineers'] };
    const [, second] = jobBullets(listOnly, 3);
    expect(second?.path).toBe('experience.3.bullets.2');
    const job = replaceJobBullet(listOnly, second?.path ?? '', 'Hired 3 engineers for the Redis team');
    expect(job).toEqual({
      description: '',
      bullets: ['Shipped the app', '', 'Hired 3 engineers for the Redis team'],
    });
  });

  it('leaves the job as it is for a path that is no bullet', () => {
    expect(replaceJobBullet(both, 'experience.0.jobTitle', 'x')).toBe(both);
    expect(replaceJobBullet(both, 'experience.0.bullets.9', 'x')).toBe(both);
  });
});

describe('jobTextLines', () => {
  it('reads the paragraphs of the description too, and not the plain list it hides', () => {
    expect(
      jobTextLines({
        description: '<p>Night shift lead</p><ul><li>Trained staff</li></ul>',
        bullets: ['Old line'],
      }),
    ).toEqual(['Night shift lead', 'Trained staff']);
    expect(jobTextLines({ description: '', bullets: ['Old line', ' '] })).toEqual(['Old line']);
  });
});
