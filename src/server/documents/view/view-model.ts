import { formatDateRange, formatMonth } from '../../../domain/date-text';
import { COLOR_SCHEMES, type PageSize } from '../../../domain/design';
import { joinPlace } from '../../../domain/place';
import type { Education, Experience, Resume } from '../../../domain/resume';
import { additionalSectionViews } from './additional-sections-view';
import { emailItem, phoneItem, webItem } from './contact-links';
import { isMainSurelyTallerThanPage } from './overflow-hint';
import { parseRichText, type RichBlock } from './rich-text-model';
import { type ContactItem, type EntryView, hasContent, type ResumeView } from './view-types';

/**
 * Resume -> the plain render model the Typst templates (and the DOCX writer) read, so templates only
 * lay out and never decide content. Temporary preview entries are included on purpose: the builder sends
 * them so an entry being typed shows live.
 */

const PAPER: Record<PageSize, ResumeView['design']['paper']> = { letter: 'us-letter', a4: 'a4' };

export function buildResumeView(resume: Resume): ResumeView {
  const { personalDetails: person } = resume;
  const name = [person.firstName, person.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const experience = resume.experience.map(experienceEntry).filter(hasContent);
  const education = resume.education.map(educationEntry).filter(hasContent);
  const skills = resume.skills.map((skill) => skill.name.trim()).filter(Boolean);
  const design = {
    template: resume.template,
    accent: COLOR_SCHEMES[resume.colorScheme].accent,
    fontSize: resume.fontSize,
    paper: PAPER[resume.pageSize],
  };
  const jobTitle = person.jobTitle.trim();
  const contacts = contactItems(resume);
  const summary = parseRichText(resume.summary.content);
  const hasHeaderLine = name !== '' || jobTitle !== '' || contacts.length > 0;
  return {
    documentTitle: name ? `${name} Resume` : 'Resume',
    author: name,
    name,
    jobTitle,
    contacts,
    summary,
    experience,
    education,
    skills,
    additional: additionalSectionViews(resume.additionalSections),
    design,
    isMainSurelyTallerThanPage: isMainSurelyTallerThanPage(
      { hasHeaderLine, summary, experience, education, skills },
      design,
    ),
  };
}

/** Contact info first; the alternative builder's personal-details fields fill what it leaves blank. */
function contactItems({ contactInfo: contact, personalDetails: person }: Resume): ContactItem[] {
  const email = contact.email.trim() || person.email.trim();
  const phone = contact.phone.trim() || person.phone.trim();
  const location = joinPlace([contact.address, contact.city, contact.country]) || person.location.trim();
  const items: ContactItem[] = [
    emailItem(email),
    phoneItem(phone),
    { text: location },
    webItem(contact.website || person.website),
    webItem(contact.linkedin || person.linkedin),
    webItem(contact.github),
  ];
  return items.filter((item) => item.text !== '');
}

function experienceEntry(job: Experience): EntryView {
  const described = parseRichText(job.description);
  const blocks: RichBlock[] =
    described.length > 0
      ? described
      : job.bullets
          .map((bullet) => bullet.trim())
          .filter(Boolean)
          .map((bullet) => ({ kind: 'bullet', runs: [{ text: bullet }] }));
  return {
    title: job.jobTitle.trim(),
    subtitle: job.company.trim(),
    location: job.location.trim(),
    date: formatDateRange(job.startDate, job.endDate, job.current),
    details: [],
    blocks,
  };
}

function educationEntry(school: Education): EntryView {
  const degree = school.degree.trim();
  const field = school.field.trim();
  const gpa = school.gpa.trim();
  return {
    title: degree && field ? `${degree} in ${field}` : degree || field,
    subtitle: school.institution.trim(),
    location: school.location.trim(),
    date: formatMonth(school.endDate),
    details: gpa ? [{ text: `GPA: ${gpa}` }] : [],
    blocks: [],
  };
}
