import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCoverLetterRequestSchema } from '../../domain/cover-letter-generation-api';
import { resumeSchema } from '../../domain/resume';
import { analyseResume } from './analysed-resume';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { matchResume } from './match/match-resume';
import { checkResume } from './match/resume-checks';
import { forgetReadTexts } from './text-cache';

// Every text the language model reads, counted: the wrapped reader is the real one.
const read = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('./language/english', async (importOriginal) => {
  const english = await importOriginal<typeof import('./language/english')>();
  return {
    ...english,
    readWords: (text: string) => {
      read.texts.push(text);
      return english.readWords(text);
    },
  };
});

const resumeInput = {
  personalDetails: { firstName: 'Ana', lastName: 'Reyes', jobTitle: 'Litigation Paralegal' },
  contactInfo: { email: 'ana@example.com' },
  summary: { content: '<p>Litigation paralegal with eight years in civil defense.</p>' },
  experience: [
    {
      jobTitle: 'Litigation Paralegal',
      company: 'Reyes LLP',
      startDate: 'Mar 2018',
      current: true,
      description:
        '<ul><li>Scheduled depositions for 12 attorneys</li><li>Drafted motions and subpoenas in Microsoft Word</li></ul>',
    },
    {
      jobTitle: 'Legal Assistant',
      company: 'Hart & Cole',
      startDate: 'Jan 2015',
      endDate: 'Feb 2018',
      // The same bullet in two jobs is one text: read once.
      description:
        '<ul><li>Scheduled depositions for 12 attorneys</li><li>Managed docketing in PACER</li></ul>',
    },
  ],
  skills: [{ name: 'Westlaw' }, { name: 'Bates numbering' }],
};

const ad = [
  'Litigation Paralegal',
  'Requirements:',
  '- Experience with deposition scheduling, motion drafting and Bates numbering',
  '- Knowledge of PACER, CM/ECF and Relativity',
  '- 3+ years of litigation experience',
].join('\n');

const timesRead = () => {
  const counts = new Map<string, number>();
  for (const text of read.texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
};

beforeEach(() => {
  forgetReadTexts();
  read.texts = [];
});

describe('the language pass of a request (issue 31)', () => {
  it('reads each text of the resume and the ad once for a match report and its checks', () => {
    // Each request parses its own resume object, as the route does.
    const resume = resumeSchema.parse(resumeInput);
    const report = matchResume({ resume, jobDescription: ad });
    checkResume(analyseResume(resume), 'Litigation Paralegal');
    expect(report.matched.some((term) => term.label === 'deposition scheduling')).toBe(true);
    const counts = timesRead();
    expect(read.texts.length).toBeGreaterThan(2);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(counts.get('Scheduled depositions for 12 attorneys')).toBe(1);
  });

  it('reads nothing again when the same resume comes back in a new request with the same ad', () => {
    matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    read.texts = [];
    const again = matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    expect(read.texts).toEqual([]);
    expect(again.matched.some((term) => term.label === 'deposition scheduling')).toBe(true);
  });

  it('reads only the field that changed when the resume comes back edited', () => {
    matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    read.texts = [];
    const edited = structuredClone(resumeInput);
    edited.skills.push({ name: 'Deposition summaries' });
    matchResume({ resume: resumeSchema.parse(edited), jobDescription: ad });
    expect(read.texts).toEqual(['Deposition summaries']);
  });

  it('reads each text once for a letter, whose fit runs the match report', () => {
    const letter = writeCoverLetter(
      generateCoverLetterRequestSchema.parse({
        resume: resumeInput,
        jobDescription: ad,
        company: 'Vance Law',
      }),
    );
    expect(letter.join(' ')).toContain('Vance Law');
    expect(Object.fromEntries([...timesRead()].filter(([, count]) => count > 1))).toEqual({});
  });

  it('gives the same report read fresh and from what was kept', () => {
    const first = matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    const kept = matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    forgetReadTexts();
    const fresh = matchResume({ resume: resumeSchema.parse(resumeInput), jobDescription: ad });
    expect(kept).toEqual(first);
    expect(fresh).toEqual(first);
  });
});
