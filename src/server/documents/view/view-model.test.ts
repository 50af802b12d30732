import { describe, expect, it } from 'vitest';
import { resumeWithNewSectionTypes, sampleResume } from '../../../../tests/support/resume-fixtures';
import { formatDateRange, formatMonth } from '../../../domain/date-text';
import { emptyResume, resumeSchema } from '../../../domain/resume';
import { buildResumeView } from './view-model';
import { EMPTY_ENTRY } from './view-types';

describe('dates', () => {
  it('formats picked months and keeps free text verbatim', () => {
    expect(formatMonth('2020-01')).toBe('Jan 2020');
    expect(formatMonth('2020-13')).toBe('2020-13');
    expect(formatMonth('Spring 1842')).toBe('Spring 1842');
    expect(formatDateRange('2020-01', '', true)).toBe('Jan 2020 – Present');
    expect(formatDateRange('2020-01', '2021-03')).toBe('Jan 2020 – Mar 2021');
    expect(formatDateRange('', '2021-03')).toBe('Mar 2021');
    expect(formatDateRange('', '')).toBe('');
  });
});

describe('buildResumeView', () => {
  it('builds the header, contact items in order, and the design', () => {
    const view = buildResumeView(sampleResume({ colorScheme: 'teal', fontSize: 11, pageSize: 'a4' }));
    expect(view.name).toBe('Ada Lovelace');
    expect(view.documentTitle).toBe('Ada Lovelace Resume');
    // The PDF's title is in the resume's language, as its headings are.
    expect(buildResumeView(sampleResume({ language: 'es' })).documentTitle).toBe(
      'Currículum de Ada Lovelace',
    );
    expect(view.author).toBe('Ada Lovelace');
    expect(view.contacts).toEqual([
      { text: 'ada@example.com', href: 'mailto:ada@example.com' },
      { text: '+44 20 7946 0000', href: 'tel:+442079460000' },
      { text: 'London, United Kingdom' },
      { text: 'ada.example.com', href: 'https://ada.example.com' },
      { text: 'https://linkedin.com/in/ada', href: 'https://linkedin.com/in/ada' },
    ]);
    expect(view.design).toEqual({
      template: 'modern',
      accent: '#0f766e',
      fontSize: 11,
      paper: 'a4',
      fonts: [],
      lineSpacing: 1,
      sectionSpacing: 1,
      marginMm: 12.7,
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('names a town typed in both the address and the city once', () => {
    const resume = sampleResume();
    resume.contactInfo = {
      ...resume.contactInfo,
      address: 'Seattle, WA',
      city: 'seattle ',
      country: 'United States',
    };
    expect(buildResumeView(resume).contacts).toContainEqual({ text: 'Seattle, WA, United States' });
  });

  it('formats experience and education entries', () => {
    const view = buildResumeView(sampleResume());
    expect(view.experience[0]).toMatchObject({
      title: 'Senior Engineer',
      subtitle: 'Analytical Engines Ltd',
      location: 'London',
      date: 'Jan 2020 – Present',
    });
    expect(view.experience[0]?.blocks.map((block) => block.kind)).toEqual(['bullet', 'bullet']);
    // Without a description, the bullets list is used.
    expect(view.experience[1]).toMatchObject({
      date: 'Spring 1842 – Sep 1843',
      blocks: [{ kind: 'bullet', runs: [{ text: 'Translated and annotated the Menabrea paper.' }] }],
    });
    expect(view.education).toEqual([
      {
        title: 'BSc in Mathematics',
        subtitle: 'University of London',
        location: '',
        date: 'Jun 1835',
        details: [{ text: 'GPA: 3.9' }],
        blocks: [],
      },
    ]);
    expect(view.skills).toEqual(['Mathematics', 'Programming', 'Writing']);
  });

  it('includes temporary preview entries so typing shows live', () => {
    const resume = sampleResume({
      experience: [{ id: 'temp-preview', jobTitle: 'Typing now' }],
      education: [{ id: 'temp-education-preview', institution: 'Somewhere' }],
    });
    const view = buildResumeView(resume);
    expect(view.experience.map((entry) => entry.title)).toEqual(['Typing now']);
    expect(view.education.map((entry) => entry.subtitle)).toEqual(['Somewhere']);
  });

  it('omits empty entries and sections, and an empty resume is an empty model', () => {
    const view = buildResumeView(emptyResume());
    expect(view).toMatchObject({ name: '', documentTitle: 'Resume', author: '', contacts: [], summary: [] });
    expect([view.experience, view.education, view.skills, view.additional]).toEqual([[], [], [], []]);
    const withBlanks = buildResumeView(
      resumeSchema.parse({
        experience: [{ jobTitle: '  ' }],
        skills: [{ name: '' }],
        additionalSections: [
          { type: 'courses', items: [{ title: '' }] },
          { type: 'links', items: [] },
        ],
      }),
    );
    expect([withBlanks.experience, withBlanks.skills, withBlanks.additional]).toEqual([[], [], []]);
  });

  it('maps additional items by type', () => {
    const view = buildResumeView(
      resumeSchema.parse({
        additionalSections: [
          {
            type: 'internships',
            items: [
              {
                title: 'Product Designer',
                description: 'Acme',
                date: 'Jan 2016 - Feb 2019',
                location: 'D.C.',
              },
            ],
          },
          {
            type: 'courses',
            items: [{ title: 'Typography', description: 'RISD', date: '2019-01 - 2019-06' }],
          },
          {
            type: 'references',
            items: [{ title: 'Grace', location: 'Navy', email: 'g@navy.example', phone: '555 0100' }],
          },
          { type: 'links', title: 'Elsewhere', items: [{ title: 'My Website', link: 'ada.example.com' }] },
          { type: 'languages', items: [{ title: 'English', proficiency: 'Native' }] },
          { type: 'hobbies', items: [{ description: 'Chess and <em>poetry</em>' }] },
          {
            type: 'custom',
            items: [{ title: 'Foundation', date: 'Isaac Asimov', description: '<p>Read it</p>' }],
          },
        ],
      }),
    );
    const byId = Object.fromEntries(view.additional.map((section) => [section.id, section]));
    expect(view.additional.map((section) => section.title)).toEqual([
      'Internships',
      'Courses',
      'References',
      'Elsewhere',
      'Languages',
      'Hobbies',
      'Custom Section',
    ]);
    expect(byId.internships?.entries[0]).toMatchObject({
      title: 'Product Designer',
      subtitle: 'Acme',
      location: 'D.C.',
      date: 'Jan 2016 - Feb 2019',
    });
    expect(byId.courses?.entries[0]).toMatchObject({
      title: 'Typography',
      subtitle: 'RISD',
      date: 'Jan 2019 - Jun 2019',
    });
    expect(byId.references?.entries[0]).toMatchObject({
      title: 'Grace',
      subtitle: 'Navy',
      details: [
        { text: 'g@navy.example', href: 'mailto:g@navy.example' },
        { text: '555 0100', href: 'tel:5550100' },
      ],
    });
    expect(byId.links?.entries[0]).toMatchObject({
      title: 'My Website',
      details: [{ text: 'ada.example.com', href: 'https://ada.example.com' }],
    });
    expect(byId.languages?.entries[0]).toMatchObject({ title: 'English', subtitle: 'Native' });
    expect(byId.hobbies?.entries[0]?.blocks[0]?.runs).toEqual([
      { text: 'Chess and ' },
      { text: 'poetry', italic: true },
    ]);
    expect(byId.custom?.entries[0]).toMatchObject({ title: 'Foundation', subtitle: 'Isaac Asimov' });
  });

  it('maps certifications, projects and volunteering to entries', () => {
    const byId = Object.fromEntries(
      buildResumeView(resumeWithNewSectionTypes()).additional.map((section) => [section.id, section]),
    );
    expect(byId.certifications?.entries).toEqual([
      {
        ...EMPTY_ENTRY,
        title: 'Certified Analytical Programmer',
        subtitle: 'Royal Society',
        date: 'Jul 1843',
        details: [
          { text: 'Credential ID: RS-1843-007' },
          { text: 'royalsociety.example/verify/007', href: 'https://royalsociety.example/verify/007' },
        ],
      },
    ]);
    expect(byId.projects?.entries[0]).toMatchObject({
      title: 'Bernoulli Number Program',
      subtitle: 'Author',
      date: 'Oct 1842 – Aug 1843',
      details: [{ text: 'https://ada.example.com/notes', href: 'https://ada.example.com/notes' }],
    });
    expect(byId.projects?.entries[0]?.blocks).toEqual([
      { kind: 'bullet', runs: [{ text: 'Published Note G with the first algorithm.' }] },
      {
        kind: 'paragraph',
        runs: [{ text: 'Keywords: ', italic: true }, { text: 'Algorithms, Analytical Engine' }],
      },
    ]);
    expect(byId.volunteering?.entries[0]).toMatchObject({
      title: 'Mathematics Tutor',
      subtitle: 'Mechanics Institute',
      location: 'London',
      date: 'Jan 1838 – Present',
    });
  });

  it('leaves out a new-type item with nothing in it, and its section with it', () => {
    const view = buildResumeView(
      sampleResume({
        additionalSections: [
          { type: 'certifications', items: [{ date: ' ', credentialId: '' }] },
          { type: 'projects', items: [{ keywords: ' , ' }] },
          { type: 'volunteering', items: [{ current: false }] },
        ],
      }),
    );
    expect(view.additional).toEqual([]);
  });
});
