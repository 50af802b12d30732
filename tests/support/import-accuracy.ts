import { joinPlace } from '../../src/domain/place';
import { normalText } from '../../src/domain/read-back';
import type { Resume } from '../../src/domain/resume';
import { richTextToBullets, richTextToPlain } from '../../src/domain/rich-text';

/**
 * Field-level accuracy of an import against what the file says (its label): the name, each contact, each job's
 * title, employer, place and dates, each bullet, each school's name and degree, each skill and language.
 * One field, one point; a text counts when it matches after case, spacing, dashes and end punctuation.
 */

export interface LabelJob {
  title: string;
  company: string;
  location?: string;
  /** 'YYYY-MM' or 'YYYY'. */
  start: string;
  /** 'YYYY-MM', 'YYYY' or 'present'. */
  end: string;
  bullets: string[];
}

export interface ResumeLabel {
  name: string;
  jobTitle?: string;
  email: string;
  phone: string;
  location?: string;
  links: string[];
  summary?: string;
  jobs: LabelJob[];
  schools: { institution: string; degree: string; end?: string }[];
  skills: string[];
  languages: string[];
}

export interface Score {
  total: number;
  matched: number;
  misses: string[];
}

/** The import's accuracy is judged by the same text comparison as the read-back. */
export const normal = normalText;

const jobEnd = (end: string, isCurrent: boolean) => (isCurrent ? 'present' : end);

/** The label of one of our resumes: what its PDF or DOCX shows. */
export function labelOf(resume: Resume): ResumeLabel {
  const contact = resume.contactInfo;
  return {
    name: `${resume.personalDetails.firstName} ${resume.personalDetails.lastName}`,
    jobTitle: resume.personalDetails.jobTitle,
    email: contact.email,
    phone: contact.phone,
    location: joinPlace([contact.address, contact.city, contact.country]),
    links: [contact.website, contact.linkedin, contact.github].filter(Boolean),
    summary: richTextToPlain(resume.summary.content).replace(/\n/g, ' '),
    jobs: resume.experience.map((job) => ({
      title: job.jobTitle,
      company: job.company,
      location: job.location,
      start: job.startDate,
      end: jobEnd(job.endDate, job.current),
      bullets: job.description ? richTextToBullets(job.description) : job.bullets,
    })),
    schools: resume.education.map((school) => ({
      institution: school.institution,
      degree: [school.degree, school.field].filter(Boolean).join(' in '),
      end: school.endDate,
    })),
    skills: resume.skills.map((skill) => skill.name),
    languages: resume.additionalSections
      .filter((section) => section.type === 'languages')
      .flatMap((section) => section.items.map((item) => item.title)),
  };
}

export function scoreImport(label: ResumeLabel, resume: Resume): Score {
  const score: Score = { total: 0, matched: 0, misses: [] };
  const check = (field: string, expected: string | undefined, actual: string | undefined) => {
    if (!expected) return;
    score.total += 1;
    if (normal(expected) === normal(actual)) score.matched += 1;
    else score.misses.push(`${field}: expected "${expected}", got "${actual ?? ''}"`);
  };
  const contact = resume.contactInfo;
  const person = resume.personalDetails;
  check('name', label.name, `${person.firstName} ${person.lastName}`);
  check('jobTitle', label.jobTitle, person.jobTitle);
  check('email', label.email, contact.email);
  check('phone', label.phone, contact.phone);
  check('location', label.location, joinPlace([contact.address, contact.city, contact.country]));
  const links = [contact.website, contact.linkedin, contact.github]
    .concat(
      resume.additionalSections.filter((s) => s.type === 'links').flatMap((s) => s.items.map((i) => i.link)),
    )
    .map(normal);
  for (const link of label.links) check(`link`, link, links.includes(normal(link)) ? link : links.join(' '));
  if (label.summary)
    check('summary', label.summary, richTextToPlain(resume.summary.content).replace(/\n/g, ' '));
  label.jobs.forEach((job, index) => {
    const got = resume.experience[index];
    const at = `jobs[${index}]`;
    check(`${at}.title`, job.title, got?.jobTitle);
    check(`${at}.company`, job.company, got?.company);
    check(`${at}.location`, job.location, got?.location);
    check(`${at}.start`, job.start, got?.startDate);
    check(`${at}.end`, job.end, got ? jobEnd(got.endDate, got.current) : '');
    const bullets = got ? richTextToBullets(got.description).map(normal) : [];
    for (const [b, bullet] of job.bullets.entries())
      check(`${at}.bullets[${b}]`, bullet, bullets.includes(normal(bullet)) ? bullet : bullets[b]);
  });
  label.schools.forEach((school, index) => {
    const got = resume.education[index];
    check(`schools[${index}].institution`, school.institution, got?.institution);
    check(`schools[${index}].degree`, school.degree, [got?.degree, got?.field].filter(Boolean).join(' in '));
    check(`schools[${index}].end`, school.end, got?.endDate);
  });
  const skills = resume.skills.map((skill) => normal(skill.name));
  for (const skill of label.skills)
    check('skill', skill, skills.includes(normal(skill)) ? skill : '(missing)');
  const languages = resume.additionalSections
    .filter((section) => section.type === 'languages')
    .flatMap((section) => section.items.map((item) => normal(item.title)));
  for (const language of label.languages)
    check('language', language, languages.includes(normal(language)) ? language : '(missing)');
  return score;
}
