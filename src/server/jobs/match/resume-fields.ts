import type { Resume } from '../../../domain/resume';
import { richTextToBullets, richTextToPlain } from '../../../domain/rich-text';

/** One piece of resume text and where it sits, as a path a client can point at ('experience.0.bullets.2'). */
export interface ResumeField {
  path: string;
  text: string;
}

/** A bullet of a job: from the rich-text description's list items, or the plain bullets list. */
export interface ResumeBullet extends ResumeField {
  jobIndex: number;
}

export function resumeBullets(resume: Resume): ResumeBullet[] {
  const bullets: ResumeBullet[] = [];
  resume.experience.forEach((job, jobIndex) => {
    richTextToBullets(job.description).forEach((text, i) => {
      bullets.push({ path: `experience.${jobIndex}.description.${i}`, text, jobIndex });
    });
    job.bullets.forEach((text, i) => {
      if (text.trim()) bullets.push({ path: `experience.${jobIndex}.bullets.${i}`, text, jobIndex });
    });
  });
  return bullets;
}

/** Every piece of text a recruiter or an ATS reads, in reading order. */
export function resumeFields(resume: Resume): ResumeField[] {
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
  fields.push(...resumeBullets(resume));
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
