import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOURTH_SET } from '../../../tests/fixtures/import/third-party/fourth-set';
import { HELD_OUT } from '../../../tests/fixtures/import/third-party/held-out';
import {
  FIXTURE_DIR,
  fixtureNames,
  fourthSetNames,
  heldOutNames,
  secondSetNames,
  thirdSetNames,
} from '../../../tests/fixtures/import/third-party/make-fixtures';
import { PEOPLE, type Person } from '../../../tests/fixtures/import/third-party/people';
import { SECOND_SET } from '../../../tests/fixtures/import/third-party/second-set';
import { THIRD_SET } from '../../../tests/fixtures/import/third-party/third-set';
import { WORD_SET, wordSetNames } from '../../../tests/fixtures/import/third-party/word-set';
import { labelOf, type ResumeLabel, type Score, scoreImport } from '../../../tests/support/import-accuracy';
import { TEMPLATE_IDS } from '../../domain/design';
import { type Resume, resumeSchema } from '../../domain/resume';
import { bulletsToRichText, plainToRichText } from '../../domain/rich-text';
import { listSampleResumes } from '../../domain/sample-resumes';
import { buildResumeDocx } from '../documents/docx/build-docx';
import { Typesetter } from '../documents/render/typesetter';
import { readDocx } from './docx/read-docx';
import { readPdf } from './pdf/read-pdf';
import type { ReadResult } from './sections/resume-from-lines';

/**
 * The import's field accuracy (tests/support/import-accuracy.ts), printed and asserted:
 * (a) round trip: our own PDF and DOCX of the sample resumes and of twelve other people, in every template;
 * (b) twelve third-party-style resumes as PDF and DOCX in layouts unlike ours (tests/fixtures/import/third-party),
 * then a second and a third set (each used once to find general gaps after its first run) and a held-out set
 * that is only reported. Figures and caveats: docs/decisions/0058-pdf-and-docx-import.md.
 */

const NO_DEADLINE = { check() {} };

function read(name: string, data: Uint8Array): Promise<ReadResult> | ReadResult {
  return name.endsWith('.pdf') ? readPdf(data, NO_DEADLINE) : readDocx(data, NO_DEADLINE);
}

/** One of the fixture people as a resume of ours, for the round trip with content we did not write as samples. */
function personResume(person: Person): Resume {
  const [firstName = '', ...rest] = person.name.split(' ');
  const links = person.links;
  return resumeSchema.parse({
    personalDetails: { firstName, lastName: rest.join(' '), jobTitle: person.jobTitle },
    contactInfo: {
      email: person.email,
      phone: person.phone,
      city: person.location,
      linkedin: links.find((link) => link.includes('linkedin')) ?? '',
      github: links.find((link) => link.includes('github')) ?? '',
      website: links.find((link) => !/linkedin|github/.test(link)) ?? '',
    },
    summary: { content: plainToRichText(person.summary ?? '') },
    experience: person.jobs.map((job) => ({
      jobTitle: job.title,
      company: job.company,
      location: job.location,
      startDate: job.start,
      endDate: job.end === 'present' ? '' : job.end,
      current: job.end === 'present',
      description: bulletsToRichText(job.bullets),
    })),
    education: person.schools.map((school) => {
      const [degree = '', field = ''] = school.degree.split(' in ');
      return { institution: school.institution, degree, field, endDate: school.end };
    }),
    skills: person.skills.map((name) => ({ name })),
    additionalSections: [
      { type: 'languages', title: 'Languages', items: person.languages.map((title) => ({ title })) },
    ],
  });
}

interface Tally extends Score {
  lines: string[];
}

function tally(): Tally {
  return { total: 0, matched: 0, misses: [], lines: [] };
}

async function add(into: Tally, name: string, label: ResumeLabel, result: Promise<ReadResult> | ReadResult) {
  const score = scoreImport(label, (await result).resume);
  into.total += score.total;
  into.matched += score.matched;
  into.misses.push(...score.misses.map((miss) => `${name}: ${miss}`));
  into.lines.push(`${name}: ${score.matched}/${score.total}`);
}

const percent = (score: Score) => (100 * score.matched) / score.total;

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

describe('import quality', () => {
  it('round trip: our own PDF and DOCX exports in every template read back with >= 95% of the fields right', async () => {
    const resumes = [
      ...listSampleResumes().map((sample) => ({ name: `sample ${sample.id}`, resume: sample.resume })),
      ...PEOPLE.map((person, index) => ({ name: `person ${index + 1}`, resume: personResume(person) })),
    ];
    const score = tally();
    for (const { name, resume } of resumes) {
      for (const template of TEMPLATE_IDS) {
        const designed: Resume = { ...resume, template };
        const label = labelOf(designed);
        await add(score, `${name} ${template} pdf`, label, read('x.pdf', typesetter.renderPdf(designed)));
        await add(score, `${name} ${template} docx`, label, read('x.docx', await buildResumeDocx(designed)));
      }
    }
    console.log(
      `Import round trip: ${percent(score).toFixed(1)}% of ${score.total} fields (${score.matched} right) over ${score.lines.length} files`,
    );
    if (score.misses.length > 0) console.log(score.misses.slice(0, 40).join('\n'));
    expect(percent(score)).toBeGreaterThanOrEqual(95);
  }, 120_000);

  it('third-party-style resumes (12 people, PDF and DOCX in 8 layouts) read with >= 85% of the fields right', async () => {
    const score = tally();
    for (const [index, person] of PEOPLE.entries()) {
      for (const name of Object.values(fixtureNames(index))) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of third-party-style files: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBeGreaterThanOrEqual(24);
    expect(percent(score)).toBeGreaterThanOrEqual(85);
  }, 120_000);

  it('second set (3 people in 2 more layouts; 40.0% on its first run, then used once to find general gaps) >= 85%', async () => {
    const score = tally();
    for (const [index, person] of SECOND_SET.entries()) {
      for (const name of Object.values(secondSetNames(index))) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of the second set: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBe(6);
    expect(percent(score)).toBeGreaterThanOrEqual(85);
  }, 60_000);

  it('third set (2 people in 2 more layouts; 52.5% on its first run, then used once to find general gaps) >= 85%', async () => {
    const score = tally();
    for (const [index, person] of THIRD_SET.entries()) {
      for (const name of Object.values(thirdSetNames(index))) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of the third set: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBe(4);
    expect(percent(score)).toBeGreaterThanOrEqual(85);
  }, 60_000);

  it('fourth set (2 people: Chromium PDFs with drawn list markers, one and two columns, and an indented Word file) >= 85%', async () => {
    const score = tally();
    for (const [index, person] of FOURTH_SET.entries()) {
      for (const name of Object.values(fourthSetNames(index))) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of the fourth set: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBe(6);
    expect(percent(score)).toBeGreaterThanOrEqual(85);
  }, 60_000);

  it('Word set (4 people in 6 layouts other tools make: Google Docs export, date tables, tab stops, header and text box, soft breaks, numbered lists) >= 85%', async () => {
    const score = tally();
    for (const [index, person] of WORD_SET.entries()) {
      for (const name of wordSetNames(index)) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of the Word set: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBe(8);
    // 94.6% on its first run, 100% after the reader's fixes (docs/benchmarks.md): a loss here is a regression.
    expect(percent(score)).toBeGreaterThanOrEqual(99);
  }, 60_000);

  it('held-out set (2 people in 2 layouts, scored once, never used to change the readers): reported', async () => {
    const score = tally();
    for (const [index, person] of HELD_OUT.entries()) {
      for (const name of Object.values(heldOutNames(index))) {
        await add(score, name, person, read(name, new Uint8Array(readFileSync(join(FIXTURE_DIR, name)))));
      }
    }
    console.log(
      `Import of the held-out set: ${percent(score).toFixed(1)}% of ${score.total} fields over ${score.lines.length} files\n${score.lines.join('\n')}`,
    );
    if (score.misses.length > 0) console.log(score.misses.join('\n'));
    expect(score.lines.length).toBe(4);
  }, 60_000);
});
