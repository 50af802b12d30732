import type { Experience } from './resume';
import { isBlankRichText, richTextToBullets } from './rich-text';

/** One bullet of a job as the user sees it, with the path a client can point at. */
export interface JobBullet {
  /** 'experience.0.description.2' when it comes from the rich text, 'experience.0.bullets.2' from the list. */
  path: string;
  text: string;
}

/** Where a job's bullets are held: the rich-text description wins whenever it has any text. */
export type JobBulletSource = 'description' | 'bullets';

/**
 * The single definition of "the bullets of a job", shared by the preview, PDF, DOCX, checks, match, letters,
 * tailoring, JSON Resume export and import review. A job may carry both `description` (rich text) and
 * `bullets` (JSON Resume import, the API and older drafts fill both); the renderer shows the description when
 * it has any text and the plain list only when it is blank, so everything that reads bullets reads the same
 * ones, and a bullet held in both places is never counted twice.
 */
export function jobBulletSource(job: Pick<Experience, 'description'>): JobBulletSource {
  return isBlankRichText(job.description) ? 'bullets' : 'description';
}

export function jobBullets(job: Pick<Experience, 'description' | 'bullets'>, jobIndex = 0): JobBullet[] {
  if (jobBulletSource(job) === 'description') {
    return richTextToBullets(job.description).map((text, i) => ({
      path: `experience.${jobIndex}.description.${i}`,
      text,
    }));
  }
  const bullets: JobBullet[] = [];
  job.bullets.forEach((raw, i) => {
    const text = raw.trim();
    if (text) bullets.push({ path: `experience.${jobIndex}.bullets.${i}`, text });
  });
  return bullets;
}

/** Just the texts, for code that needs no paths. */
export function jobBulletTexts(job: Pick<Experience, 'description' | 'bullets'>): string[] {
  return jobBullets(job).map((bullet) => bullet.text);
}
