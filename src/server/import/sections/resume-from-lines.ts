import { fitToResume } from '../../../domain/fit-resume';
import type { Resume, ResumeInput } from '../../../domain/resume';
import { bodyToRichText } from './body-text';
import { readContacts } from './contacts';
import { splitEntries } from './entries';
import { markIndentedBullets } from './indented-bullets';
import type { ReadContext, SectionInput } from './read-context';
import { readEducation } from './read-education';
import { readExperience } from './read-experience';
import { readHeader } from './read-header';
import { readSectionItems } from './read-items';
import { languageItems, listItems } from './read-lists';
import { splitSections } from './split-sections';
import type { TextLine } from './text-line';

/**
 * Lines of a PDF or a Word document -> our resume, with the fields the reading is unsure of named by their
 * path (experience.0.company) so the review screen highlights them. Shared by both readers.
 */

export interface ReadResult {
  resume: Resume;
  warnings: string[];
  uncertain: string[];
}

export function resumeFromLines(lines: TextLine[]): ReadResult {
  const uncertain = new Set<string>();
  const warnings: string[] = [];
  const context: ReadContext = {
    flag: (...paths) => {
      for (const path of paths) uncertain.add(path);
    },
    note: (path, text) =>
      warnings.push(`${path}: "${text.slice(0, 120)}" has no field of its own and was left out`),
  };
  const split = splitSections(lines);
  // A 'Personal information' section that opens the document (a label-column CV) is its header.
  const [first, ...others] = split.sections;
  const opensWithContact = split.header.length === 0 && first?.kind === 'contact';
  const header = opensWithContact ? first.lines : split.header;
  const sections = opensWithContact ? others : split.sections;
  const head = readHeader(header, context);
  const contacts = head.contacts;
  const summary: string[] = [bodyToRichText(header.filter((line) => head.summary.includes(line.text)))];
  const experience: NonNullable<ResumeInput['experience']> = [];
  const education: NonNullable<ResumeInput['education']> = [];
  const skills: string[] = [];
  const extra: SectionInput[] = [];
  for (const section of sections) {
    const items = () => extra.length;
    const extraBefore = extra.length;
    switch (section.kind) {
      case 'summary':
        summary.push(bodyToRichText(section.lines));
        break;
      case 'contact':
        readContacts(section.lines, contacts);
        break;
      case 'experience':
        for (const entry of splitEntries(markIndentedBullets(section.lines)))
          experience.push(readExperience(entry, `experience.${experience.length}`, context));
        break;
      case 'education':
        for (const entry of splitEntries(section.lines))
          education.push(readEducation(entry, `education.${education.length}`, context));
        break;
      case 'skills':
        skills.push(...listItems(section.lines));
        break;
      case 'languages':
        extra.push({ type: 'languages', title: section.title, items: languageItems(section.lines) });
        break;
      case 'hobbies':
        extra.push({
          type: 'hobbies',
          title: section.title,
          items: listItems(section.lines).map((title) => ({ title, description: `<p>${title}</p>` })),
        });
        break;
      case 'links':
        extra.push({
          type: 'links',
          title: section.title,
          items: listItems(section.lines).map((link) => ({ title: link, link })),
        });
        break;
      default:
        extra.push({
          type: section.kind,
          title: section.title,
          items: readSectionItems(section.kind, section.lines, `additionalSections.${items()}`, context),
        });
    }
    // An extra section that came out empty is dropped here, so the paths of the ones after it stay right.
    const last = extra.at(-1);
    if (last && (last.items?.length ?? 0) === 0) extra.pop();
    else if (section.isGuessed && last && extra.length > extraBefore)
      uncertain.add(`additionalSections.${extra.length - 1}.title`);
  }
  if (contacts.otherLinks.length > 0) {
    extra.push({
      type: 'links',
      title: 'Links',
      items: contacts.otherLinks.map((link) => ({ title: link, link })),
    });
  }
  const raw: ResumeInput = {
    personalDetails: {
      firstName: head.firstName,
      lastName: head.lastName,
      jobTitle: head.jobTitle,
      email: contacts.email,
      phone: contacts.phone,
      location: contacts.location,
      linkedin: contacts.linkedin,
      website: contacts.website,
    },
    contactInfo: {
      email: contacts.email,
      phone: contacts.phone,
      city: contacts.location,
      website: contacts.website,
      linkedin: contacts.linkedin,
      github: contacts.github,
    },
    summary: { content: summary.join('') },
    experience,
    education,
    skills: skills.map((name) => ({ name: name.slice(0, 100) })),
    additionalSections: extra,
  };
  if (experience.length === 0 && education.length === 0) {
    warnings.push('No employment or education section was found: check the sections below');
  }
  return { resume: fitToResume(raw, warnings), warnings, uncertain: [...uncertain] };
}
