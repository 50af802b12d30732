import { jobBullets } from '../../../domain/job-bullets';
import type { Resume } from '../../../domain/resume';
import type { ResumeBullet } from './job-match-calls';

/** Every employment bullet the resume shows (src/domain/job-bullets.ts), in order, with the job it belongs to. */
export function resumeBullets(resume: Resume): ResumeBullet[] {
  return resume.experience.flatMap((job, jobIndex) =>
    jobBullets(job, jobIndex).map(({ path, text }) => ({
      experienceId: job.id,
      path,
      text,
      jobTitle: job.jobTitle,
      company: job.company,
      isCurrent: job.current,
    })),
  );
}
