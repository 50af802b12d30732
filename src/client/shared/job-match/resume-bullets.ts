import type { Resume } from '../../../domain/resume';
import { richTextToBullets } from '../../../domain/rich-text';
import type { ResumeBullet } from './job-match-calls';

/** Every employment bullet of the resume, in order, with the job it belongs to. */
export function resumeBullets(resume: Resume): ResumeBullet[] {
  return resume.experience.flatMap((job) => {
    return richTextToBullets(job.description).map((text, index) => ({
      experienceId: job.id,
      index,
      text,
      jobTitle: job.jobTitle,
      company: job.company,
      isCurrent: job.current,
    }));
  });
}
