import { describe, expect, it } from 'vitest';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { formatDateRange, formatMonth } from '../../../domain/date-text';
import { type ResumeInput, resumeSchema } from '../../../domain/resume';
import { RESUME_LANGUAGES } from '../../../domain/resume-language';
import { buildResumeView } from './view-model';

/** Order, hidden sections, renamed headings, side column, date formats and languages in the render model. */

const withExtras = (overrides: ResumeInput = {}) => {
  const resume = longResume({}, 1, 1);
  return resumeSchema.parse({ ...resume, ...overrides });
};
const keys = (resume: ReturnType<typeof withExtras>) => buildResumeView(resume).sections.map((s) => s.key);

describe('section layout in the view', () => {
  it('keeps the old order without a layout: summary in the header, built-ins, then extras', () => {
    const resume = withExtras();
    const [languages, courses] = resume.additionalSections;
    const view = buildResumeView(resume);
    expect(view.summary.length).toBe(1);
    expect(view.sections.map((s) => s.key)).toEqual([
      'experience',
      'skills',
      'education',
      `extra:${languages!.id}`,
      `extra:${courses!.id}`,
    ]);
    expect(view.sections.map((s) => s.title)).toEqual([
      'Employment History',
      'Skills',
      'Education',
      'Languages',
      'Courses',
    ]);
    expect(view.extraStart).toBe(3);
  });

  it('follows the chosen order; sections not listed keep their default place after it', () => {
    const resume = withExtras();
    const courses = `extra:${resume.additionalSections[1]!.id}`;
    resume.sectionLayout.order = [courses, 'education', 'nonexistent-is-ignored'];
    const order = keys(resume);
    // The summary is no longer above everything, so it becomes a section of its own under its heading.
    expect(order.slice(0, 5)).toEqual([courses, 'education', 'summary', 'experience', 'skills']);
    // Built-in sections follow an extra one: the overflow rule no longer moves the extras as a group.
    expect(buildResumeView(resume).extraStart).toBe(-1);
  });

  it('leaves hidden sections out but keeps their content in the resume', () => {
    const resume = withExtras();
    resume.sectionLayout.hidden = ['skills', 'summary', `extra:${resume.additionalSections[0]!.id}`];
    const view = buildResumeView(resume);
    expect(view.sections.map((s) => s.title)).toEqual(['Employment History', 'Education', 'Courses']);
    expect(view.summary).toEqual([]);
    expect(view.skills).toEqual([]);
    expect(view.additional.map((s) => s.title)).toEqual(['Courses']);
    expect(resume.skills.length).toBeGreaterThan(0);
  });

  it('uses renamed headings, and a renamed or moved summary becomes a section', () => {
    const resume = withExtras();
    resume.sectionLayout.titles = { experience: 'Work', summary: 'Profile', skills: '  ' };
    const view = buildResumeView(resume);
    expect(view.summary).toEqual([]);
    expect(view.sections.slice(0, 3).map((s) => [s.title, s.kind])).toEqual([
      ['Profile', 'rich'],
      ['Work', 'entries'],
      ['Skills', 'list'],
    ]);
    const moved = withExtras();
    moved.sectionLayout.order = ['experience', 'summary'];
    expect(
      buildResumeView(moved)
        .sections.slice(0, 2)
        .map((s) => s.title),
    ).toEqual(['Employment History', 'Summary']);
  });

  it('puts skills, languages and links in the side column by default, or what the user chose', () => {
    const resume = withExtras();
    const languages = `extra:${resume.additionalSections[0]!.id}`;
    const side = (r: typeof resume) =>
      buildResumeView(r)
        .sections.filter((s) => s.column === 'side')
        .map((s) => s.key);
    expect(side(resume)).toEqual(['skills', languages]);
    resume.sectionLayout.side = ['education'];
    expect(side(resume)).toEqual(['education']);
  });
});

describe('dates and languages', () => {
  it('formats picked months in each date format', () => {
    const en = (format: 'short' | 'long' | 'numeric' | 'iso') => ({ format, language: 'en' as const });
    expect(formatMonth('2024-01', en('short'))).toBe('Jan 2024');
    expect(formatMonth('2024-01', en('long'))).toBe('January 2024');
    expect(formatMonth('2024-01', en('numeric'))).toBe('01/2024');
    expect(formatMonth('2024-01', en('iso'))).toBe('2024-01');
    expect(formatMonth('Spring 1842', en('numeric'))).toBe('Spring 1842');
    expect(formatDateRange('2024-01', '', true, { format: 'long', language: 'de' })).toBe(
      'Januar 2024 – heute',
    );
  });

  it('translates headings, months and "Present" in every language', () => {
    const expected = {
      en: ['Employment History', 'Jan 2020 – Present'],
      es: ['Experiencia laboral', 'ene 2020 – Actualidad'],
      fr: ['Expérience professionnelle', "janv. 2020 – Aujourd'hui"],
      de: ['Berufserfahrung', 'Jan. 2020 – heute'],
      pt: ['Experiência profissional', 'jan 2020 – Atual'],
      it: ['Esperienza professionale', 'gen 2020 – Presente'],
      nl: ['Werkervaring', 'jan 2020 – heden'],
      ar: ['الخبرة المهنية', 'يناير 2020 – الآن'],
      he: ['ניסיון תעסוקתי', 'ינו׳ 2020 – היום'],
    } as const;
    for (const language of RESUME_LANGUAGES) {
      const view = buildResumeView(sampleResume({ language }));
      expect([view.sections[0]?.title, view.experience[0]?.date], language).toEqual(expected[language]);
      expect(view.design.lang).toBe(language);
    }
  });

  it('keeps a title the user typed but translates the English one the builder filled in', () => {
    const resume = sampleResume({
      language: 'es',
      additionalSections: [
        { type: 'courses', title: 'Courses', items: [{ title: 'Typst' }] },
        { type: 'hobbies', title: 'Mis pasiones', items: [{ description: '<p>Ajedrez</p>' }] },
      ],
    });
    expect(buildResumeView(resume).additional.map((s) => s.title)).toEqual(['Cursos', 'Mis pasiones']);
  });

  it('lays Arabic and Hebrew out right to left, by language or by the text itself', () => {
    expect(buildResumeView(sampleResume({ language: 'he' })).design.dir).toBe('rtl');
    expect(buildResumeView(sampleResume()).design.dir).toBe('ltr');
    const arabic = sampleResume({
      personalDetails: { firstName: 'ليلى', lastName: 'حداد', jobTitle: 'مهندسة برمجيات' },
      summary: { content: '<p>مهندسة برمجيات ذات خبرة في بناء الأنظمة الموزعة.</p>' },
      experience: [
        { jobTitle: 'مهندسة', company: 'شركة التقنية', description: '<p>قادت فريقا من خمسة.</p>' },
      ],
      education: [],
      skills: [{ name: 'البرمجة' }],
    });
    expect(buildResumeView(arabic).design.dir).toBe('rtl');
  });
});
