import { describe, expect, it } from 'vitest';
import { getCompleteness, getProgress } from './progress';
import { checkReadiness } from './readiness';
import { type Resume, resumeSchema } from './resume';
import { bulletsToRichText, richTextToPlain } from './rich-text';
import { getSampleResume, isSampleResumeId, listSampleResumes, SAMPLE_RESUME_IDS } from './sample-resumes';

const samples = listSampleResumes();

/** Every visible word of a resume, roughly as the page prints it. */
function wordCount(resume: Resume): number {
  const texts = [
    ...Object.values(resume.personalDetails),
    ...Object.values(resume.contactInfo),
    richTextToPlain(resume.summary.content),
    ...resume.experience.flatMap((job) => [job.jobTitle, job.company, job.location, ...job.bullets]),
    ...resume.education.flatMap((entry) => [entry.institution, entry.degree, entry.field, entry.location]),
    ...resume.skills.map((skill) => skill.name),
    ...resume.additionalSections.flatMap((section) =>
      section.items.flatMap((item) => [item.title, richTextToPlain(item.description), item.date]),
    ),
  ];
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('sample resumes', () => {
  it('are the three spec templates in order', () => {
    expect(samples.map((sample) => [sample.id, sample.name])).toEqual([
      ['01', 'Software Engineer'],
      ['02', 'Marketing Manager'],
      ['03', 'Sales Representative'],
    ]);
    expect(SAMPLE_RESUME_IDS).toEqual(['01', '02', '03']);
  });

  describe.each(samples)('sample $id ($name)', (sample) => {
    const { resume } = sample;

    it('passes the resume schema unchanged', () => {
      expect(resumeSchema.parse(resume)).toEqual(resume);
    });

    it('has a description and complete personal and contact details', () => {
      expect(sample.description.length).toBeGreaterThan(10);
      expect(resume.personalDetails.firstName).not.toBe('');
      expect(resume.personalDetails.lastName).not.toBe('');
      expect(resume.personalDetails.jobTitle).not.toBe('');
      expect(resume.contactInfo.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(resume.contactInfo.phone).toMatch(/555-01\d\d$/);
      expect(resume.contactInfo.city).not.toBe('');
      expect(resume.contactInfo.country).not.toBe('');
    });

    it('has a summary of two or three sentences', () => {
      const sentences = richTextToPlain(resume.summary.content).split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    });

    it('has jobs with 3-5 bullets, the rich text matching the plain bullets', () => {
      expect(resume.experience.length).toBeGreaterThanOrEqual(2);
      for (const job of resume.experience) {
        expect(job.bullets.length).toBeGreaterThanOrEqual(3);
        expect(job.bullets.length).toBeLessThanOrEqual(5);
        expect(job.description).toBe(bulletsToRichText(job.bullets));
        expect(job.description.startsWith('<ul><li>')).toBe(true);
        expect(job.startDate).toMatch(/^\d{4}-\d{2}$/);
        expect(job.current || /^\d{4}-\d{2}$/.test(job.endDate)).toBe(true);
      }
      expect(resume.experience.filter((job) => job.current)).toHaveLength(1);
    });

    it('has education, 8-10 skills and at least one extra section with items', () => {
      expect(resume.education.length).toBeGreaterThanOrEqual(1);
      expect(resume.skills.length).toBeGreaterThanOrEqual(8);
      expect(resume.skills.length).toBeLessThanOrEqual(10);
      expect(resume.additionalSections.length).toBeGreaterThanOrEqual(1);
      for (const section of resume.additionalSections) expect(section.items.length).toBeGreaterThan(0);
    });

    it('is complete and ready, with unique item ids', () => {
      expect(checkReadiness(resume)).toEqual([]);
      expect(getProgress(resume).percent).toBe(100);
      expect(getCompleteness(resume).percent).toBe(100);
      const ids = [
        ...resume.experience,
        ...resume.education,
        ...resume.skills,
        ...resume.additionalSections,
        ...resume.additionalSections.flatMap((section) => section.items),
      ].map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  it("makes '01' long enough for about two pages and the longest", () => {
    const [engineer, marketer, sales] = samples.map((sample) => wordCount(sample.resume));
    expect(engineer).toBeGreaterThan(700);
    expect(engineer).toBeGreaterThan(marketer!);
    expect(engineer).toBeGreaterThan(sales!);
    expect(samples[0]!.resume.experience.length).toBeGreaterThanOrEqual(4);
  });
});

describe('getSampleResume', () => {
  it('finds a sample by template key', () => {
    expect(getSampleResume('02')?.resume.personalDetails.jobTitle).toBe('Marketing Manager');
    expect(getSampleResume('04')).toBeUndefined();
    expect(getSampleResume('')).toBeUndefined();
  });

  it('returns a copy, so changing it does not change the next caller’s sample', () => {
    const first = getSampleResume('01')!;
    first.resume.personalDetails.firstName = 'Changed';
    first.resume.skills.pop();
    const again = getSampleResume('01')!;
    expect(again.resume.personalDetails.firstName).toBe('Alex');
    expect(again.resume.skills).toHaveLength(10);
  });

  it('checks template keys', () => {
    expect(isSampleResumeId('03')).toBe(true);
    expect(isSampleResumeId('3')).toBe(false);
    expect(isSampleResumeId(1)).toBe(false);
  });
});
