import { type JobBullet, jobBulletSource, jobBulletTexts } from './job-bullets';
import type { Experience } from './resume';
import { replaceBulletInRichText } from './rich-text';

type BulletFields = Pick<Experience, 'description' | 'bullets'>;

/**
 * A job with its bullets given new words, where jobBullets read them: `bullets` are what jobBullets returned
 * for `job`, `texts` their new words in the same order (an empty text leaves that bullet out). Each is
 * replaced from the last to the first, so a bullet emptied on the way does not move the ones before it; the
 * plain list is kept in step with a description it mirrored (a JSON Resume import fills both).
 */
export function withJobBulletTexts(job: BulletFields, bullets: JobBullet[], texts: string[]): BulletFields {
  const indexOf = (bullet: JobBullet) => Number(bullet.path.split('.').at(-1));
  if (jobBulletSource(job) === 'bullets') {
    const list = [...job.bullets];
    bullets.forEach((bullet, i) => {
      list[indexOf(bullet)] = texts[i] ?? bullet.text;
    });
    return { description: job.description, bullets: list };
  }
  let description = job.description;
  for (let i = bullets.length - 1; i >= 0; i--) {
    const bullet = bullets[i] as JobBullet;
    description = replaceBulletInRichText(description, indexOf(bullet), texts[i] ?? bullet.text);
  }
  const isMirrored =
    job.bullets.length > 0 &&
    job.bullets
      .map((text) => text.trim())
      .filter(Boolean)
      .join('\n') === jobBulletTexts(job).join('\n');
  const kept = texts.map((text) => text.trim()).filter(Boolean);
  return { description, bullets: isMirrored ? kept : job.bullets };
}
