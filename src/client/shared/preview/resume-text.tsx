import { type DateStyle, formatDateRange, formatDateText, formatMonth } from '../../../domain/date-text';
import { jobBulletSource, jobBulletTexts } from '../../../domain/job-bullets';
import { joinPlace } from '../../../domain/place';
import type { AdditionalSection, Resume } from '../../../domain/resume';
import { RESUME_WORDS, RTL_LANGUAGES } from '../../../domain/resume-language';
import { richTextToPlain } from '../../../domain/rich-text';
import { type SectionSlot, sectionSlots } from '../../../domain/section-layout';
import { sectionTitle } from '../../../domain/section-titles';

/**
 * The resume as plain, structured text in the typeset page's reading order, for screen readers: the page
 * images alone carry no text (ARCHITECTURE.md, 'Flows').
 */

const joined = (parts: readonly string[], separator = ', ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

const htmlLines = (html: string) => richTextToPlain(html).split('\n').filter(Boolean);

function Lines({ html, lines = htmlLines(html) }: { html: string; lines?: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul>
      {lines.map((line, index) => (
        // Lines have no identity of their own; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function SectionText({
  section,
  title,
  style,
}: {
  section: AdditionalSection;
  title: string;
  style: DateStyle;
}) {
  return (
    <section>
      <h3>{title}</h3>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            {joined([
              item.title,
              item.role,
              item.company,
              item.proficiency,
              item.location,
              formatDateText(item.date, style),
              formatDateRange(item.startDate, item.endDate, item.current, style),
              item.email,
              item.phone,
              item.link,
              item.credentialId,
              item.keywords,
            ])}
            <Lines html={item.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const degreeJoiner = (resume: Resume) => {
  const word = RESUME_WORDS[resume.language].degreeIn;
  return word ? ` ${word} ` : ', ';
};

/** One section of the layout, under the heading the page shows; null when it has nothing to read. */
function SlotText({ slot, resume }: { slot: SectionSlot; resume: Resume }) {
  const style: DateStyle = { format: resume.dateFormat, language: resume.language };
  const title = sectionTitle(slot, resume);
  switch (slot.type) {
    case 'summary':
      // Under the header without a heading, as the page shows it, unless the user gave it one.
      return slot.customTitle ? (
        <section>
          <h3>{title}</h3>
          <Lines html={resume.summary.content} />
        </section>
      ) : (
        <Lines html={resume.summary.content} />
      );
    case 'experience':
      return resume.experience.length > 0 ? (
        <section>
          <h3>{title}</h3>
          {resume.experience.map((job) => (
            <div key={job.id}>
              <p>
                {joined([
                  job.jobTitle,
                  job.company,
                  job.location,
                  formatDateRange(job.startDate, job.endDate, job.current, style),
                ])}
              </p>
              {/* The page shows the description, or the plain list when it is blank (src/domain/job-bullets.ts). */}
              <Lines
                html={job.description}
                lines={jobBulletSource(job) === 'description' ? undefined : jobBulletTexts(job)}
              />
            </div>
          ))}
        </section>
      ) : null;
    case 'skills':
      return resume.skills.length > 0 ? (
        <section>
          <h3>{title}</h3>
          <p>{joined(resume.skills.map((skill) => skill.name))}</p>
        </section>
      ) : null;
    case 'education':
      return resume.education.length > 0 ? (
        <section>
          <h3>{title}</h3>
          {resume.education.map((entry) => (
            <p key={entry.id}>
              {joined([
                joined([entry.degree, entry.field], degreeJoiner(resume)),
                entry.institution,
                entry.location,
                formatMonth(entry.endDate, style),
                entry.gpa ? `GPA ${entry.gpa}` : '',
              ])}
            </p>
          ))}
        </section>
      ) : null;
    default: {
      const section = resume.additionalSections[slot.index ?? -1];
      return section ? <SectionText section={section} title={title} style={style} /> : null;
    }
  }
}

export function ResumeText({ resume }: { resume: Resume }) {
  const { personalDetails: person, contactInfo: contact } = resume;
  // The sections in the order, with the headings and visibility, that the Design step chose.
  const slots = sectionSlots(resume, resume.sectionLayout).filter((slot) => !slot.isHidden);
  return (
    <article lang={resume.language} dir={RTL_LANGUAGES.has(resume.language) ? 'rtl' : undefined}>
      <h2>{joined([person.firstName, person.lastName], ' ')}</h2>
      {person.jobTitle ? <p>{person.jobTitle}</p> : null}
      <p>
        {joined(
          [
            contact.email,
            contact.phone,
            joinPlace([contact.address, contact.city, contact.country]),
            contact.linkedin,
            contact.website,
          ],
          ' • ',
        )}
      </p>
      {slots.map((slot) => (
        <SlotText key={slot.key} slot={slot} resume={resume} />
      ))}
    </article>
  );
}
