import { describe, expect, it } from 'vitest';
import {
  canDownload,
  completedSteps,
  getCompleteness,
  getProgress,
  isSectionComplete,
  isStepComplete,
  progressColor,
  progressLabel,
} from './progress';
import { emptyResume, type ResumeInput, resumeSchema } from './resume';
import { createAdditionalSection, TEMP_EDUCATION_PREVIEW_ID, TEMP_PREVIEW_ID } from './resume-defaults';

const resume = (input: ResumeInput = {}) => resumeSchema.parse(input);

const complete = (): ResumeInput => ({
  personalDetails: { firstName: 'Ada', lastName: 'Lovelace' },
  contactInfo: { email: 'ada@example.com' },
  experience: [{ jobTitle: 'Engineer' }],
  education: [{ institution: 'UCL' }],
  skills: [{ name: 'Maths' }],
  summary: { content: '<p>Analyst.</p>' },
});

describe('isStepComplete', () => {
  it('needs both names for personal details, ignoring whitespace', () => {
    expect(isStepComplete('personal-details', resume({ personalDetails: { firstName: 'Ada' } }))).toBe(false);
    expect(
      isStepComplete('personal-details', resume({ personalDetails: { firstName: 'Ada', lastName: '  ' } })),
    ).toBe(false);
    expect(
      isStepComplete('personal-details', resume({ personalDetails: { firstName: 'Ada', lastName: 'L' } })),
    ).toBe(true);
  });

  it('takes an email or a phone for contact info', () => {
    expect(isStepComplete('contact-info', emptyResume())).toBe(false);
    expect(isStepComplete('contact-info', resume({ contactInfo: { phone: '555-0100' } }))).toBe(true);
    expect(isStepComplete('contact-info', resume({ contactInfo: { email: 'a@b.co' } }))).toBe(true);
    expect(isStepComplete('contact-info', resume({ contactInfo: { phone: ' ' } }))).toBe(false);
  });

  it('needs one real entry for the list steps', () => {
    expect(isStepComplete('employment-history', resume({ experience: [{}] }))).toBe(true);
    expect(isStepComplete('education', resume({ education: [{}] }))).toBe(true);
    expect(isStepComplete('skills', resume({ skills: [{ name: 'Go' }] }))).toBe(true);
    expect(isStepComplete('skills', emptyResume())).toBe(false);
  });

  it('never counts the temporary preview entries', () => {
    const withTemp = resume({
      experience: [{ id: TEMP_PREVIEW_ID }],
      education: [{ id: TEMP_EDUCATION_PREVIEW_ID }],
      skills: [{ id: TEMP_PREVIEW_ID }],
    });
    expect(isStepComplete('employment-history', withTemp)).toBe(false);
    expect(isStepComplete('education', withTemp)).toBe(false);
    expect(isStepComplete('skills', withTemp)).toBe(false);
  });

  it('needs visible summary text, not just tags or spaces', () => {
    expect(
      isStepComplete('prof-summary', resume({ summary: { content: '<p> &nbsp;</p><p><br></p>' } })),
    ).toBe(false);
    expect(isStepComplete('prof-summary', resume({ summary: { content: '<p>x</p>' } }))).toBe(true);
    expect(isStepComplete('prof-summary', resume({ summary: { content: 'plain text' } }))).toBe(true);
  });
});

describe('isSectionComplete', () => {
  it('needs at least one real item', () => {
    expect(isSectionComplete(createAdditionalSection('courses'))).toBe(false);
    expect(isSectionComplete(createAdditionalSection('hobbies'))).toBe(true);
    const temp = {
      ...createAdditionalSection('links'),
      items: [{ ...createAdditionalSection('hobbies').items[0]!, id: TEMP_PREVIEW_ID }],
    };
    expect(isSectionComplete(temp)).toBe(false);
  });
});

describe('getProgress', () => {
  it('is zero for an empty resume', () => {
    expect(getProgress(emptyResume())).toEqual({
      completed: 0,
      total: 6,
      percent: 0,
      label: 'Getting started',
      color: 'red',
    });
  });

  it('is Done and green when all six steps are complete', () => {
    const full = resume(complete());
    expect(completedSteps(full)).toHaveLength(6);
    expect(getProgress(full)).toMatchObject({ completed: 6, percent: 100, label: 'Done', color: 'green' });
  });

  it('rounds partial progress and ignores extra sections', () => {
    const partial = resume({
      personalDetails: { firstName: 'A', lastName: 'B' },
      skills: [{ name: 'x' }],
      additionalSections: [createAdditionalSection('hobbies')],
    });
    expect(completedSteps(partial)).toEqual(['personal-details', 'skills']);
    expect(getProgress(partial)).toMatchObject({
      completed: 2,
      percent: 33,
      label: 'Nice progress',
      color: 'red',
    });
  });
});

describe('progressLabel and progressColor', () => {
  it.each([
    [0, 'Getting started', 'red'],
    [19, 'Getting started', 'red'],
    [20, 'Nice progress', 'red'],
    [49, 'Nice progress', 'red'],
    [50, 'Over halfway', 'amber'],
    [79, 'Over halfway', 'amber'],
    [80, 'Almost there', 'green'],
    [99, 'Almost there', 'green'],
    [100, 'Done', 'green'],
  ])('at %i%% reads %s in %s', (percent, label, color) => {
    expect(progressLabel(percent)).toBe(label);
    expect(progressColor(percent)).toBe(color);
  });
});

describe('getCompleteness', () => {
  it('counts the six items', () => {
    expect(getCompleteness(resume(complete()))).toMatchObject({ count: 6, total: 6, percent: 100 });
    expect(getCompleteness(emptyResume())).toMatchObject({ count: 0, percent: 0 });
  });

  it('counts only the contact email, not a phone', () => {
    const noEmail = resume({ ...complete(), contactInfo: { phone: '555-0100' } });
    expect(getCompleteness(noEmail).items.email).toBe(false);
    expect(getCompleteness(noEmail).percent).toBe(83);
  });

  it('rounds: four items are 67%, which cannot download; five are 83%, which can', () => {
    const four = resume({ ...complete(), skills: [], summary: { content: '' } });
    expect(getCompleteness(four).percent).toBe(67);
    expect(canDownload(getCompleteness(four).percent)).toBe(false);
    const five = resume({ ...complete(), skills: [] });
    expect(getCompleteness(five).percent).toBe(83);
    expect(canDownload(getCompleteness(five).percent)).toBe(true);
  });

  it('ignores temporary preview entries', () => {
    const temp = resume({ ...complete(), experience: [{ id: TEMP_PREVIEW_ID }] });
    expect(getCompleteness(temp).items.experience).toBe(false);
  });
});

describe('canDownload', () => {
  it('unlocks at 70% and not below', () => {
    expect(canDownload(69)).toBe(false);
    expect(canDownload(69.9)).toBe(false);
    expect(canDownload(70)).toBe(true);
    expect(canDownload(100)).toBe(true);
  });
});
