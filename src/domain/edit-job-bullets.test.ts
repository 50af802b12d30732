import { describe, expect, it } from 'vitest';
import { withJobBulletTexts } from './edit-job-bullets';
import { jobBullets, jobBulletTexts } from './job-bullets';

describe('withJobBulletTexts', () => {
  it('changes one bullet of the description and leaves the others and their formatting alone', () => {
    const job = {
      description: '<ul><li><strong>Led</strong> a team</li><li>Cut costs</li></ul>',
      bullets: [],
    };
    const edited = withJobBulletTexts(job, jobBullets(job), ['Led a team of 5', 'Cut costs']);
    expect(edited.description).toBe('<ul><li>Led a team of 5</li><li>Cut costs</li></ul>');
  });

  it('leaves out an emptied bullet without moving the ones before it', () => {
    const job = { description: '<ul><li>One</li><li>Two</li><li>Three</li></ul>', bullets: [] };
    const bullets = jobBullets(job);
    const edited = withJobBulletTexts(job, bullets, ['One!', '', 'Three!']);
    expect(jobBulletTexts(edited)).toEqual(['One!', 'Three!']);
    // The same rows applied again to the original job, as the review does on every keystroke.
    expect(jobBulletTexts(withJobBulletTexts(job, bullets, ['One!', 'Two again', 'Three!']))).toEqual([
      'One!',
      'Two again',
      'Three!',
    ]);
  });

  it('edits the plain list when the description is blank, and keeps a mirrored list in step', () => {
    const plain = { description: '', bullets: ['Shipped', ' ', 'Hired'] };
    expect(withJobBulletTexts(plain, jobBullets(plain), ['Shipped it', 'Hired 3']).bullets).toEqual([
      'Shipped it',
      ' ',
      'Hired 3',
    ]);
    const both = { description: '<ul><li>Shipped</li><li>Hired</li></ul>', bullets: ['Shipped', 'Hired'] };
    const edited = withJobBulletTexts(both, jobBullets(both), ['Shipped it', 'Hired']);
    expect(edited.bullets).toEqual(['Shipped it', 'Hired']);
    expect(jobBulletTexts(edited)).toEqual(['Shipped it', 'Hired']);
  });
});
