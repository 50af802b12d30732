import { formatDateRange, formatDateText, formatMonth } from '../../../domain/date-text';
import { joinPlace } from '../../../domain/place';
import type { AdditionalSection, Resume } from '../../../domain/resume';
import { SECTION_TITLES } from '../../../domain/resume-defaults';
import { richTextToPlain } from '../../../domain/rich-text';

/**
 * The resume as plain, structured text in the typeset page's reading order, for screen readers: the page
 * images alone carry no text (ARCHITECTURE.md, 'Flows').
 */

const joined = (parts: readonly string[], separator = ', ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

function Lines({ html }: { html: string }) {
  const lines = richTextToPlain(html).split('\n').filter(Boolean);
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

function SectionText({ section }: { section: AdditionalSection }) {
  return (
    <section>
      <h3>{section.title || SECTION_TITLES[section.type]}</h3>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            {joined([
              item.title,
              item.role,
              item.company,
              item.proficiency,
              item.location,
              formatDateText(item.date),
              formatDateRange(item.startDate, item.endDate, item.current),
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

export function ResumeText({ resume }: { resume: Resume }) {
  const { personalDetails: person, contactInfo: contact } = resume;
  return (
    <article>
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
      <Lines html={resume.summary.content} />
      {resume.experience.length > 0 ? (
        <section>
          <h3>Employment History</h3>
          {resume.experience.map((job) => (
            <div key={job.id}>
              <p>
                {joined([
                  job.jobTitle,
                  job.company,
                  job.location,
                  formatDateRange(job.startDate, job.endDate, job.current),
                ])}
              </p>
              <Lines html={job.description} />
            </div>
          ))}
        </section>
      ) : null}
      {resume.skills.length > 0 ? (
        <section>
          <h3>Skills</h3>
          <p>{joined(resume.skills.map((skill) => skill.name))}</p>
        </section>
      ) : null}
      {resume.education.length > 0 ? (
        <section>
          <h3>Education</h3>
          {resume.education.map((entry) => (
            <p key={entry.id}>
              {joined([
                joined([entry.degree, entry.field], ' in '),
                entry.institution,
                entry.location,
                formatMonth(entry.endDate),
                entry.gpa ? `GPA ${entry.gpa}` : '',
              ])}
            </p>
          ))}
        </section>
      ) : null}
      {resume.additionalSections.map((section) => (
        <SectionText key={section.id} section={section} />
      ))}
    </article>
  );
}
