import type { CoverLetterContent, CoverLetterDesign } from '../../../domain/cover-letter-api';
import { type Resume, resumeSchema } from '../../../domain/resume';
import { parseRichText, type RichBlock } from './rich-text-model';
import { buildResumeView } from './view-model';
import type { ResumeView } from './view-types';

/**
 * A cover letter -> the render model its Typst template and DOCX writer read. It IS a resume view with the
 * resume's letterhead (name, job title, contacts) and design, and no sections, so each template's own header
 * draws the letterhead and letter and resume look like one set; the letter's parts come under `letter`.
 */

export interface LetterInput {
  content: CoverLetterContent;
  design: CoverLetterDesign;
  /** The resume the letter goes with; without one, the signature name heads the letter. */
  resume?: Resume | undefined;
}

export interface LetterParts {
  date: string;
  /** Name, title, company, then each address line: what is blank is left out. */
  recipient: string[];
  greeting: string;
  body: RichBlock[];
  closing: string;
  signature: string;
}

export type LetterView = ResumeView & { letter: LetterParts };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function buildLetterView({ content, design, resume }: LetterInput): LetterView {
  const signature = content.signatureName.trim();
  const letterhead = buildResumeView({
    ...(resume ?? resumeSchema.parse({ personalDetails: { firstName: signature } })),
    ...design,
  });
  const { recipient } = content;
  const name = letterhead.name || signature;
  return {
    ...letterhead,
    documentTitle: name ? `${name} Cover Letter` : 'Cover Letter',
    author: name,
    name,
    summary: [],
    experience: [],
    education: [],
    skills: [],
    additional: [],
    // The resume's sections stay out of the letter; its font, spacing, margins and language carry over.
    sections: [],
    extraStart: -1,
    isMainSurelyTallerThanPage: false,
    letter: {
      date: content.date.trim(),
      recipient: [recipient.name, recipient.title, recipient.company]
        .map((part) => part.trim())
        .filter(Boolean)
        .concat(lines(recipient.address)),
      greeting: content.greeting.trim(),
      body: parseRichText(content.body),
      closing: content.closing.trim(),
      signature: signature || name,
    },
  };
}
