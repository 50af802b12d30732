import { describe, expect, it } from 'vitest';
import { listSampleResumes } from '../../../domain/sample-resumes';
import { templateCardData } from './template-card-data';

describe('templateCardData', () => {
  it('limits each card to 2 experiences, 1 education and 6 skills', () => {
    for (const sample of listSampleResumes()) {
      const card = templateCardData(sample);
      expect(card.experience.length).toBe(Math.min(2, sample.resume.experience.length));
      expect(card.education.length).toBe(Math.min(1, sample.resume.education.length));
      expect(card.skills).toEqual(sample.resume.skills.slice(0, 6).map((skill) => skill.name));
    }
  });

  it('shows the name, contact, place and a plain-text summary', () => {
    const sample = listSampleResumes().find((candidate) => candidate.id === '02')!;
    const card = templateCardData(sample);
    expect(card.key).toBe('02');
    expect(card.fullName).toBe(
      `${sample.resume.personalDetails.firstName} ${sample.resume.personalDetails.lastName}`,
    );
    expect(card.summary).not.toMatch(/</);
    expect(card.summary.length).toBeGreaterThan(10);
  });
});
