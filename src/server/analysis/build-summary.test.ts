import { describe, expect, it } from 'vitest';
import { type GenerateSummaryRequest, generateSummaryRequestSchema } from '../../domain/ai-api';
import { buildSummaries, SUMMARY_MAX_CHARS, SUMMARY_MIN_CHARS } from './build-summary';
import { parseMonth, yearsOfExperience } from './experience-years';

const NOW = new Date('2025-06-15T00:00:00Z');
const summaries = (input: GenerateSummaryRequest) =>
  buildSummaries(generateSummaryRequestSchema.parse(input), NOW);

const FULL: GenerateSummaryRequest = {
  personalDetails: { firstName: 'Ada', lastName: 'Lee', jobTitle: 'Registered Nurse' },
  experience: [
    {
      jobTitle: 'Staff Nurse',
      company: 'St. Mary Hospital',
      startDate: '2019-03',
      endDate: '',
      current: true,
      bullets: ['Cared for patients on a busy ward', 'Reduced medication errors by 15% with a new checklist'],
    },
    { jobTitle: 'Nursing Assistant', company: 'Oak Care Home', startDate: '2016-01', endDate: '2019-02' },
  ],
  education: [{ institution: 'City University', degree: 'BSc', field: 'Nursing' }],
  skills: [{ name: 'Patient Care' }, { name: 'IV Therapy' }, { name: 'Triage' }, { name: 'Wound Care' }],
};

describe('buildSummaries', () => {
  it('gives three distinct suggestions from different angles, within bounds', () => {
    const result = summaries(FULL);
    expect(result).toHaveLength(3);
    expect(new Set(result).size).toBe(3);
    for (const s of result) {
      expect(s.length).toBeGreaterThanOrEqual(SUMMARY_MIN_CHARS);
      expect(s.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
      expect(s).not.toMatch(/^(Summary )?Option \d/);
    }
    const [achievementLed, skillsLed, short] = result;
    expect(achievementLed).toBe(
      'Registered Nurse who reduced medication errors by 15% with a new checklist. Brings 9 years of experience, ' +
        'most recently as Staff Nurse at St. Mary Hospital. Skilled in patient care, IV therapy and triage.',
    );
    expect(skillsLed).toBe(
      'Registered Nurse skilled in patient care, IV therapy and triage, with 9 years of experience. Also ' +
        'experienced in wound care. Holds a BSc in Nursing from City University.',
    );
    expect(short).toBe(
      'Registered Nurse with 9 years of experience, most recently as Staff Nurse at St. Mary Hospital.',
    );
  });

  it('writes skills in natural case and names equipment as the skill of using it', () => {
    const result = summaries({
      personalDetails: { jobTitle: 'Warehouse Associate' },
      experience: [{ jobTitle: 'Picker', company: 'Amazon', startDate: '2019-01', endDate: '2025-02' }],
      skills: [{ name: 'Forklift' }, { name: 'Inventory' }, { name: 'Microsoft Excel' }],
    });
    expect(result[0]).toBe(
      'Warehouse Associate skilled in forklift operation, inventory control and Microsoft Excel, with 6 years of experience.',
    );
    expect(result.join(' ')).not.toMatch(/Forklift|Inventory/);
  });

  it('invents no numbers: every figure comes from the resume or the computed years', () => {
    const source = JSON.stringify(FULL);
    for (const s of summaries(FULL)) {
      for (const n of s.match(/\d+/g) ?? []) expect(n === '9' || source.includes(n)).toBe(true);
    }
  });

  it('returns nothing for an empty resume and fewer suggestions for a thin one', () => {
    expect(summaries({})).toEqual([]);
    const onlySkills = summaries({ skills: [{ name: 'Excel' }, { name: 'SQL' }] });
    expect(onlySkills).toEqual(['Professional skilled in Excel and SQL.']);
  });

  it('leaves out the years when the dates cannot be read', () => {
    const result = summaries({
      experience: [{ jobTitle: 'Cook', company: 'Diner', startDate: 'a while ago' }],
    });
    expect(result[0]).toBe('Cook, most recently at Diner.');
    expect(result.join(' ')).not.toMatch(/year/);
  });

  it('caps a long suggestion at 500 characters', () => {
    const long = 'x'.repeat(190);
    const result = summaries({
      personalDetails: { jobTitle: long },
      experience: [{ jobTitle: long, company: long, bullets: [`${'word '.repeat(190)}`] }],
      skills: [{ name: long.slice(0, 90) }, { name: 'b'.repeat(90) }, { name: 'c'.repeat(90) }],
    });
    for (const s of result) expect(s.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
  });
});

describe('yearsOfExperience', () => {
  const job = (startDate: string, endDate: string, current = false) =>
    generateSummaryRequestSchema.parse({ experience: [{ startDate, endDate, current }] }).experience[0]!;

  it('reads month inputs, free text and present', () => {
    expect(parseMonth('2020-03')).toBe(2020 * 12 + 2);
    expect(parseMonth('Mar 2020')).toBe(2020 * 12 + 2);
    expect(parseMonth('03/2020')).toBe(2020 * 12 + 2);
    expect(parseMonth('2020')).toBe(2020 * 12);
    expect(parseMonth('soon')).toBeUndefined();
    expect(yearsOfExperience([job('2020-06', 'Present')], NOW)).toBe(5);
  });

  it('counts overlapping jobs once', () => {
    expect(yearsOfExperience([job('2015-01', '2020-01'), job('2018-01', '2021-01')], NOW)).toBe(6);
    expect(yearsOfExperience([job('2015-01', '2016-01'), job('2020-01', '2021-01')], NOW)).toBe(2);
  });
});

describe('the bullets a summary quotes', () => {
  it('are the ones the resume shows: a plain list hidden by the description is not read', () => {
    const [first] = FULL.experience ?? [];
    const result = summaries({
      ...FULL,
      experience: [
        {
          ...first,
          description: '<ul><li>Cared for 30 patients a shift on a busy ward</li></ul>',
          bullets: ['Reduced medication errors by 15% with a new checklist'],
        },
      ],
    });
    expect(result.join(' ')).not.toContain('15%');
    expect(result[0]).toContain('30 patients');
  });
});
