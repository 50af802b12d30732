import {
  type CoverLetterContentInput,
  coverLetterContentSchema,
  coverLetterDesignSchema,
} from '../../src/domain/cover-letter-api';
import type { LetterInput } from '../../src/server/documents/view/letter-view';
import { sampleResume } from './resume-fixtures';

/** Test data: a full cover letter, in a given template, with Ada's sample resume as its letterhead. */

export const LETTER_BODY = [
  '<p>I am writing to apply for the <strong>Analyst</strong> role at Babbage &amp; Co, which I saw on your site.</p>',
  '<p>At Engines Ltd I wrote the first program for the Analytical Engine and described its use in <em>notes</em> read widely.</p>',
  '<ul><li>Translated and annotated the memoir</li><li>Designed the Bernoulli method</li></ul>',
  '<p>I would welcome the chance to talk about how I could help your team.</p>',
].join('');

export function sampleLetterContent(overrides: CoverLetterContentInput = {}) {
  return coverLetterContentSchema.parse({
    recipient: {
      name: 'Charles Babbage',
      title: 'Head of Engines',
      company: 'Babbage & Co',
      address: '1 Dorset Street\nLondon W1',
    },
    date: '25 November 2026',
    greeting: 'Dear Mr Babbage,',
    body: LETTER_BODY,
    closing: 'Yours sincerely,',
    signatureName: 'Ada Lovelace',
    ...overrides,
  });
}

export function sampleLetter(design: Partial<LetterInput['design']> = {}): LetterInput {
  return {
    content: sampleLetterContent(),
    design: coverLetterDesignSchema.parse(design),
    resume: sampleResume(),
  };
}

/** Every word of the sample letter in reading order, letterhead first. */
export const SAMPLE_LETTER_WORDS = [
  'Ada Lovelace',
  'ada@example.com',
  '25 November 2026',
  'Charles Babbage',
  'Head of Engines',
  'Babbage & Co',
  '1 Dorset Street',
  'London W1',
  'Dear Mr Babbage,',
  'I am writing to apply for the Analyst role at Babbage & Co, which I saw on your site.',
  'At Engines Ltd I wrote the first program for the Analytical Engine and described its use in notes read widely.',
  'Translated and annotated the memoir',
  'Designed the Bernoulli method',
  'I would welcome the chance to talk about how I could help your team.',
  'Yours sincerely,',
  'Ada Lovelace',
];
