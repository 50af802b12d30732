import { jobBullets } from '../../../domain/job-bullets';
import type { Resume } from '../../../domain/resume';
import { richTextToPlain } from '../../../domain/rich-text';

/** One piece of resume text and where it sits, as a path a client can point at ('experience.0.bullets.2'). */
export interface ResumeField {
  path: string;
  text: string;
}

/** A bullet of a job as the resume shows it (src/domain/job-bullets.ts): never the same bullet twice. */
export interface ResumeBullet extends ResumeField {
  jobIndex: number;
}

export function resumeBullets(resume: Resume): ResumeBullet[] {
  return resume.experience.flatMap((job, jobIndex) =>
    jobBullets(job, jobIndex).map((bullet) => ({ ...bullet, jobIndex })),
  );
}

/** Every piece of text a recruiter or an ATS reads, in reading order (its bullets given when already read). */
export function resumeFields(
  resume: Resume,
  bullets: readonly ResumeBullet[] = resumeBullets(resume),
): ResumeField[] {
  const fields: ResumeField[] = [];
  const add = (path: string, text: string) => {
    if (text.trim()) fields.push({ path, text });
  };
  add('personalDetails.jobTitle', resume.personalDetails.jobTitle);
  add('summary.content', richTextToPlain(resume.summary.content));
  resume.experience.forEach((job, i) => {
    add(`experience.${i}.jobTitle`, job.jobTitle);
    add(`experience.${i}.company`, job.company);
  });
  fields.push(...bullets);
  resume.education.forEach((school, i) => {
    add(`education.${i}.degree`, school.degree);
    add(`education.${i}.field`, school.field);
    add(`education.${i}.institution`, school.institution);
  });
  resume.skills.forEach((skill, i) => {
    add(`skills.${i}.name`, skill.name);
  });
  resume.additionalSections.forEach((section, s) => {
    add(`additionalSections.${s}.title`, section.title);
    section.items.forEach((item, i) => {
      add(`additionalSections.${s}.items.${i}.title`, item.title);
      add(`additionalSections.${s}.items.${i}.company`, item.company);
      add(`additionalSections.${s}.items.${i}.role`, item.role);
      add(`additionalSections.${s}.items.${i}.keywords`, item.keywords);
      add(`additionalSections.${s}.items.${i}.description`, richTextToPlain(item.description));
    });
  });
  return fields;
}
