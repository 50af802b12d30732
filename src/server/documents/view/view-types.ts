import type { TemplateId } from '../../../domain/design';
import type { RichBlock } from './rich-text-model';

/** The render model's shapes: every string is final display text; empty parts are left out. */

export type ContactItem = { text: string; href?: string };
export type EntryView = {
  title: string;
  subtitle: string;
  location: string;
  date: string;
  /** Extra one-line facts, e.g. a GPA or a reference's e-mail and phone. */
  details: ContactItem[];
  blocks: RichBlock[];
};
export type SectionView = { id: string; title: string; entries: EntryView[] };

/**
 * One section as the templates lay it out, in the resume's order: 'entries' (jobs, schools, extra items),
 * 'list' (skills, joined with commas) or 'rich' (the summary, when the user moved or renamed it). `column`
 * matters only to two-column templates; single-column ones lay every section out in order.
 */
export type OrderedSectionView = {
  key: string;
  type: string;
  title: string;
  kind: 'entries' | 'list' | 'rich';
  column: 'main' | 'side';
  entries: EntryView[];
  items: string[];
  blocks: RichBlock[];
};

export type DesignView = {
  template: TemplateId;
  accent: string;
  fontSize: number;
  paper: 'us-letter' | 'a4';
  /** The chosen font families first; empty keeps the template's own. */
  fonts: string[];
  /** Multipliers of the template's line spacing and section spacing. */
  lineSpacing: number;
  sectionSpacing: number;
  marginMm: number;
  /** The resume's language (ISO 639-1) and its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
};

export type ResumeView = {
  documentTitle: string;
  author: string;
  name: string;
  jobTitle: string;
  contacts: ContactItem[];
  summary: RichBlock[];
  experience: EntryView[];
  education: EntryView[];
  skills: string[];
  additional: SectionView[];
  /** Every visible section in the chosen order, headings renamed and translated (section-layout.ts). */
  sections: OrderedSectionView[];
  /**
   * Where the additional sections start in `sections` when they all follow the built-in ones (the overflow
   * rule moves them to page 2 as one group); -1 when there are none or the user mixed the two.
   */
  extraStart: number;
  design: DesignView;
  /** Words the templates print themselves, in the resume's language. */
  labels: { contact: string };
  /** The photo beside the header, when the resume shows it and the renderer has it (typesetter.ts). */
  photo: { shape: 'circle' | 'square'; format: 'png' | 'jpg'; alt: string } | null;
  /** Known without laying out: the main sections run past one page (see overflow-hint.ts). */
  isMainSurelyTallerThanPage: boolean;
};

export const EMPTY_ENTRY: EntryView = {
  title: '',
  subtitle: '',
  location: '',
  date: '',
  details: [],
  blocks: [],
};

export function hasContent(entry: EntryView): boolean {
  return (
    entry.title !== '' ||
    entry.subtitle !== '' ||
    entry.location !== '' ||
    entry.date !== '' ||
    entry.details.length > 0 ||
    entry.blocks.length > 0
  );
}
