import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../domain/resume';
import { analyseResume } from './analysed-resume';
import { matchResume } from './match/match-resume';

const resume = resumeSchema.parse({
  personalDetails: { firstName: 'Ana', jobTitle: 'Paralegal' },
  summary: { content: '<p>Litigation paralegal.</p>' },
  experience: [
    {
      jobTitle: 'Paralegal',
      company: 'Reyes LLP',
      description:
        '<ul><li>Scheduled depositions for 12 attorneys</li><li>Drafted motions in Microsoft Word</li></ul>',
      bullets: ['An older bullet the description replaces'],
    },
  ],
  skills: [{ name: 'MS Office' }],
});

describe('a resume read once for the analysis', () => {
  it('holds every text with its path in reading order, the bullets as the resume shows them', () => {
    const read = analyseResume(resume);
    expect(read.fields.map((field) => field.path)).toEqual([
      'personalDetails.jobTitle',
      'summary.content',
      'experience.0.jobTitle',
      'experience.0.company',
      'experience.0.description.0',
      'experience.0.description.1',
      'skills.0.name',
    ]);
    expect(read.bullets.map((bullet) => bullet.text)).toEqual([
      'Scheduled depositions for 12 attorneys',
      'Drafted motions in Microsoft Word',
    ]);
    expect(read.textAt('experience.0.description.1')).toBe('Drafted motions in Microsoft Word');
    expect(read.textAt('experience.0.bullets.0')).toBeUndefined();
  });

  it('is the same form for the same resume, its language pass run once', () => {
    const read = analyseResume(resume);
    expect(analyseResume(resume)).toBe(read);
    expect(read.lemmas()).toBe(read.lemmas());
    expect(read.lemmas()[4]?.sentences[0]).toEqual(expect.objectContaining({}));
    expect([...(read.lemmas()[4]?.sentences[0] ?? [])]).toEqual(
      expect.arrayContaining(['deposition', 'schedule']),
    );
  });

  it('knows where each vocabulary skill first shows, a suite showing its parts', () => {
    const paths = analyseResume(resume).skillPaths();
    expect(paths.get('Microsoft Word')).toBe('experience.0.description.1');
    expect(paths.get('Excel')).toBe('skills.0.name');
  });

  it('is what the match report reads: a skill from the ad’s language is found in its lemmas', () => {
    const report = matchResume({
      resume,
      jobDescription: 'Requirements:\n- Experience with deposition scheduling and Excel',
    });
    expect(report.matched.map((term) => [term.label, term.foundIn])).toEqual(
      expect.arrayContaining([
        ['deposition scheduling', 'experience.0.description.0'],
        ['Excel', 'skills.0.name'],
      ]),
    );
  });
});
