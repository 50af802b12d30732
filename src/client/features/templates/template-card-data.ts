import { joinPlace } from '../../../domain/place';
import { richTextToPlain } from '../../../domain/rich-text';
import type { SampleResume } from '../../../domain/sample-resumes';

/** Spec section 9: a gallery card shows at most 2 experiences, 1 education and 6 skills. */
export const CARD_LIMITS = { experience: 2, education: 1, skills: 6 } as const;

export interface TemplateCardData {
  key: string;
  name: string;
  fullName: string;
  jobTitle: string;
  email: string;
  phone: string;
  place: string;
  summary: string;
  experience: { id: string; title: string; company: string }[];
  education: { id: string; degree: string; institution: string }[];
  skills: string[];
}

export function templateCardData({ id, name, resume }: SampleResume): TemplateCardData {
  const { personalDetails: person, contactInfo: contact } = resume;
  return {
    key: id,
    name,
    fullName: `${person.firstName} ${person.lastName}`.trim(),
    jobTitle: person.jobTitle,
    email: contact.email,
    phone: contact.phone,
    place: joinPlace([contact.city, contact.country]),
    summary: richTextToPlain(resume.summary.content).replace(/\n/g, ' '),
    experience: resume.experience
      .slice(0, CARD_LIMITS.experience)
      .map((job) => ({ id: job.id, title: job.jobTitle, company: job.company })),
    education: resume.education
      .slice(0, CARD_LIMITS.education)
      .map((entry) => ({ id: entry.id, degree: entry.degree, institution: entry.institution })),
    skills: resume.skills.slice(0, CARD_LIMITS.skills).map((skill) => skill.name),
  };
}
