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
  design: { template: TemplateId; accent: string; fontSize: number; paper: 'us-letter' | 'a4' };
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
