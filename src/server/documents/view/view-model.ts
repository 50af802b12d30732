import { type DateStyle, formatDateRange, formatMonth } from '../../../domain/date-text';
import { accentOf, FONT_FAMILIES, type PageSize } from '../../../domain/design';
import { jobBulletSource, jobBullets } from '../../../domain/job-bullets';
import type { Education, Experience, Resume } from '../../../domain/resume';
import { namedResumeTitle, RESUME_WORDS, type ResumeWords } from '../../../domain/resume-language';
import type { ViewContext } from './additional-sections-view';
import { contactItems } from './contact-items';
import { isMainSurelyTallerThanPage } from './overflow-hint';
import { parseRichText, type RichBlock } from './rich-text-model';
import { orderedSections } from './section-views';
import { textDirection } from './text-direction';
import { type DesignView, type EntryView, hasContent, type ResumeView } from './view-types';

/**
 * Resume -> the plain render model the Typst templates (and the DOCX writer) read, so templates only
 * lay out and never decide content. Temporary preview entries are included on purpose: the builder sends
 * them so an entry being typed shows live.
 */

const PAPER: Record<PageSize, DesignView['paper']> = { letter: 'us-letter', a4: 'a4' };

export function buildResumeView(resume: Resume): ResumeView {
  const { personalDetails: person } = resume;
  const name = [person.firstName, person.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const words = RESUME_WORDS[resume.language];
  const ctx: ViewContext = { style: { format: resume.dateFormat, language: resume.language }, words };
  const experience = resume.experience.map((job) => experienceEntry(job, ctx.style)).filter(hasContent);
  const education = resume.education.map((school) => educationEntry(school, ctx)).filter(hasContent);
  const skills = resume.skills.map((skill) => skill.name.trim()).filter(Boolean);
  const jobTitle = person.jobTitle.trim();
  const contacts = contactItems(resume);
  const summary = parseRichText(resume.summary.content);
  const layout = orderedSections(resume, { summary, experience, education, skills }, ctx);
  const design: DesignView = {
    template: resume.template,
    accent: accentOf(resume),
    fontSize: resume.fontSize,
    paper: PAPER[resume.pageSize],
    fonts: [...FONT_FAMILIES[resume.fontFamily].typst],
    lineSpacing: resume.lineSpacing,
    sectionSpacing: resume.sectionSpacing,
    marginMm: resume.marginMm,
    lang: resume.language,
    dir: textDirection(
      resume.language,
      [name, jobTitle, ...summary.flatMap((b) => b.runs.map((r) => r.text))],
      layout.sections,
    ),
  };
  const hasHeaderLine = name !== '' || jobTitle !== '' || contacts.length > 0;
  const visible = layout.visible;
  return {
    documentTitle: namedResumeTitle(resume) || 'Resume',
    author: name,
    name,
    jobTitle,
    contacts,
    summary: layout.headerSummary,
    experience: visible.has('experience') ? experience : [],
    education: visible.has('education') ? education : [],
    skills: visible.has('skills') ? skills : [],
    additional: layout.additional,
    sections: layout.sections,
    extraStart: layout.extraStart,
    design,
    labels: { contact: words.contact },
    photo: null,
    isMainSurelyTallerThanPage:
      (layout.extraStart >= 0 || layout.additional.length === 0) &&
      keepsTemplateMetrics(resume) &&
      isMainSurelyTallerThanPage(
        {
          hasHeaderLine,
          summary: visible.has('summary') ? summary : [],
          experience: visible.has('experience') ? experience : [],
          education: visible.has('education') ? education : [],
          skills: visible.has('skills') ? skills : [],
        },
        design,
      ),
  };
}

/**
 * The overflow hint's lower bounds hold only for the template's own font, at least its line spacing and at
 * most its text width (a margin no smaller than the half inch).
 */
function keepsTemplateMetrics(resume: Resume): boolean {
  return resume.fontFamily === 'template' && resume.lineSpacing >= 1 && resume.marginMm >= 12.7;
}

function experienceEntry(job: Experience, style: DateStyle): EntryView {
  // The rich text keeps its formatting and paragraphs; which of the two is shown is decided in one place.
  const blocks: RichBlock[] =
    jobBulletSource(job) === 'description'
      ? parseRichText(job.description)
      : jobBullets(job).map((bullet) => ({ kind: 'bullet', runs: [{ text: bullet.text }] }));
  return {
    title: job.jobTitle.trim(),
    subtitle: job.company.trim(),
    location: job.location.trim(),
    date: formatDateRange(job.startDate, job.endDate, job.current, style),
    details: [],
    blocks,
  };
}

function educationEntry(school: Education, { style, words }: ViewContext): EntryView {
  const degree = school.degree.trim();
  const field = school.field.trim();
  const gpa = school.gpa.trim();
  return {
    title: degree && field ? joinDegree(degree, field, words) : degree || field,
    subtitle: school.institution.trim(),
    location: school.location.trim(),
    date: formatMonth(school.endDate, style),
    details: gpa ? [{ text: `${words.gpa}: ${gpa}` }] : [],
    blocks: [],
  };
}

function joinDegree(degree: string, field: string, words: ResumeWords): string {
  return words.degreeIn ? `${degree} ${words.degreeIn} ${field}` : `${degree}, ${field}`;
}
