import type { Experience } from './resume';
import { isBlankRichText, replaceBulletInRichText, richTextToBullets, richTextToPlain } from './rich-text';

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

/**
 * Every line of the job's text as the resume shows it, for code that reads words rather than bullets (skill
 * suggestions, summaries): the description's paragraphs as well as its list items, or else the plain list.
 */
export function jobTextLines(job: Pick<Experience, 'description' | 'bullets'>): string[] {
  if (jobBulletSource(job) === 'bullets') return jobBulletTexts(job);
  return richTextToPlain(job.description).split('\n').filter(Boolean);
}

/** Where a bullet path points: 'experience.0.bullets.2' -> the plain list, item 2. */
export function bulletPlace(path: string): { source: JobBulletSource; index: number } | undefined {
  const match = /^experience\.\d+\.(description|bullets)\.(\d+)$/.exec(path);
  if (!match) return undefined;
  return { source: match[1] as JobBulletSource, index: Number(match[2]) };
}

/**
 * The job with one bullet's words replaced, written where the bullet was read from (its path says which). In
 * the rich text the other bullets keep their formatting, and the plain list follows it as the builder's save
 * keeps it; a bullet of the plain list (the description blank) is replaced in the list alone.
 */
export function replaceJobBullet<T extends Pick<Experience, 'description' | 'bullets'>>(
  job: T,
  path: string,
  text: string,
): T {
  const place = bulletPlace(path);
  if (!place) return job;
  if (place.source === 'description') {
    const description = replaceBulletInRichText(job.description, place.index, text);
    return { ...job, description, bullets: richTextToBullets(description) };
  }
  if (place.index >= job.bullets.length) return job;
  return { ...job, bullets: job.bullets.map((bullet, i) => (i === place.index ? text : bullet)) };
}
