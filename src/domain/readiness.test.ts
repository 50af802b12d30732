import { describe, expect, it } from 'vitest';
import {
  BUILDER_SUMMARY_MESSAGE,
  builderSummaryMessage,
  checkReadiness,
  isResumeReady,
  summaryLengthMessage,
} from './readiness';
import { type Resume, type ResumeInput, resumeSchema } from './resume';
import { TEMP_EDUCATION_PREVIEW_ID, TEMP_PREVIEW_ID } from './resume-defaults';

const SUMMARY = '<p>Engineer with ten years of experience.</p>';

const ready = (overrides: ResumeInput = {}): ResumeInput => ({
  personalDetails: { firstName: 'Ada', lastName: 'Lovelace' },
  contactInfo: { email: 'ada@example.com' },
  experience: [{ jobTitle: 'Engineer', company: 'Analytical Ltd', startDate: '2020-01' }],
  education: [{ institution: 'UCL', degree: 'BSc' }],
  skills: [{ name: 'Maths' }],
  summary: { content: SUMMARY },
  ...overrides,
});

const issuesOf = (input: ResumeInput) =>
  checkReadiness(resumeSchema.parse(input)).map(({ field, message }) => [field, message]);

describe('checkReadiness', () => {
  it('finds nothing on a complete resume', () => {
    expect(checkReadiness(resumeSchema.parse(ready()))).toEqual([]);
    expect(isResumeReady(resumeSchema.parse(ready()))).toBe(true);
  });

  it('lists what an empty resume lacks, in builder order', () => {
    expect(issuesOf({})).toEqual([
      ['personalDetails.firstName', 'First name is required'],
      ['personalDetails.lastName', 'Last name is required'],
      ['contactInfo.email', 'Valid email is required'],
      ['summary.content', 'Summary must be at least 10 characters'],
    ]);
  });

  it('links each issue to the step and path that fix it', () => {
    const issues = checkReadiness(resumeSchema.parse({ experience: [{}] }));
    expect(issues.find((i) => i.field === 'experience.0.company')).toEqual({
      field: 'experience.0.company',
      message: 'Company is required',
      step: 'employment-history',
      path: '/write/experience',
    });
    expect(issues.find((i) => i.field === 'contactInfo.email')).toMatchObject({
      step: 'contact-info',
      path: '/write/contact-info',
    });
    expect(issues.find((i) => i.field === 'summary.content')).toMatchObject({
      step: 'prof-summary',
      path: '/write/professional-summary',
    });
  });

  it('treats whitespace-only names as missing', () => {
    expect(issuesOf(ready({ personalDetails: { firstName: '  ', lastName: 'L' } }))).toEqual([
      ['personalDetails.firstName', 'First name is required'],
    ]);
  });

  it('checks each experience entry by index', () => {
    expect(
      issuesOf(
        ready({
          experience: [
            { jobTitle: 'A', company: 'B', startDate: '2020' },
            { jobTitle: ' ', company: '', startDate: '' },
          ],
        }),
      ),
    ).toEqual([
      ['experience.1.jobTitle', 'Job title is required'],
      ['experience.1.company', 'Company is required'],
      ['experience.1.startDate', 'Start date is required'],
    ]);
  });

  it('checks education, skills and section titles', () => {
    expect(
      issuesOf(
        ready({
          education: [{ institution: '', degree: '' }],
          skills: [{ name: 'Go' }, { name: ' ' }],
          additionalSections: [
            { type: 'courses', title: 'Courses' },
            { type: 'links', title: '' },
          ],
        }),
      ),
    ).toEqual([
      ['education.0.institution', 'Institution is required'],
      ['education.0.degree', 'Degree is required'],
      ['skills.1.name', 'Skill name is required'],
      ['additionalSections.1.title', 'Section title is required'],
    ]);
    const sectionIssue = checkReadiness(
      resumeSchema.parse(ready({ additionalSections: [{ type: 'links', title: '' }] })),
    )[0];
    expect(sectionIssue).toMatchObject({ step: 'links', path: '/write/links' });
  });

  it('skips the temporary preview entries', () => {
    expect(
      issuesOf(
        ready({
          experience: [{ id: TEMP_PREVIEW_ID }, { jobTitle: 'A', company: 'B', startDate: 'C' }],
          education: [{ id: TEMP_EDUCATION_PREVIEW_ID }],
          skills: [{ id: TEMP_PREVIEW_ID, name: '' }],
        }),
      ),
    ).toEqual([]);
  });

  it('flags an invalid email or URL even on a resume that did not come through the schema', () => {
    const base = resumeSchema.parse(ready());
    const resume: Resume = {
      ...base,
      personalDetails: { ...base.personalDetails, email: 'nope', website: 'not a url' },
      contactInfo: { ...base.contactInfo, email: 'also@nope', github: 'github.com/ada' },
    };
    expect(checkReadiness(resume).map(({ field, message }) => [field, message])).toEqual([
      ['personalDetails.email', 'Valid email is required'],
      ['personalDetails.website', 'Please enter a valid URL'],
      ['contactInfo.email', 'Valid email is required'],
    ]);
  });

  it('accepts an absent personal-details email', () => {
    expect(issuesOf(ready({ personalDetails: { firstName: 'A', lastName: 'B', email: '' } }))).toEqual([]);
  });

  it('never throws on a resume the client built by hand', () => {
    expect(() => checkReadiness(resumeSchema.parse({}))).not.toThrow();
  });
});

describe('summaryLengthMessage', () => {
  it('counts visible characters only', () => {
    expect(summaryLengthMessage('<p><strong>123456789</strong></p>')).toBe(
      'Summary must be at least 10 characters',
    );
    expect(summaryLengthMessage('<p>1234567890</p>')).toBeUndefined();
    expect(summaryLengthMessage('&amp;&amp;&amp;&amp;&amp;')).toBe('Summary must be at least 10 characters');
  });

  it('allows exactly 500 and rejects 501', () => {
    expect(summaryLengthMessage(`<p>${'a'.repeat(500)}</p>`)).toBeUndefined();
    expect(summaryLengthMessage(`<p>${'a'.repeat(501)}</p>`)).toBe(
      'Summary must be less than 500 characters',
    );
  });

  it('does not count markup toward the maximum', () => {
    const html = `<p><strong><em><u>${'a'.repeat(495)}</u></em></strong></p>`;
    expect(html.length).toBeGreaterThan(500);
    expect(summaryLengthMessage(html)).toBeUndefined();
  });
});

describe('builderSummaryMessage', () => {
  it('uses the builder text under 10 characters', () => {
    expect(BUILDER_SUMMARY_MESSAGE).toBe('Professional summary should be at least 10 characters');
    expect(builderSummaryMessage('<p>short</p>')).toBe(BUILDER_SUMMARY_MESSAGE);
    expect(builderSummaryMessage('')).toBe(BUILDER_SUMMARY_MESSAGE);
    expect(builderSummaryMessage('long enough')).toBeUndefined();
  });
});
