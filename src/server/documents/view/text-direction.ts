import { isMostlyRightToLeft, type ResumeLanguage, RTL_LANGUAGES } from '../../../domain/resume-language';
import type { RichBlock } from './rich-text-model';
import type { OrderedSectionView } from './view-types';

/**
 * Right to left when the resume's language is written so (Arabic, Hebrew), or when most of the letters the
 * person wrote are: a resume written in Arabic under the default language still lays out from the right.
 * Headings, keys and link targets are not counted: they are not the person's text.
 */
export function textDirection(
  language: ResumeLanguage,
  header: string[],
  sections: OrderedSectionView[],
): 'ltr' | 'rtl' {
  if (RTL_LANGUAGES.has(language)) return 'rtl';
  return isMostlyRightToLeft(personTexts(header, sections)) ? 'rtl' : 'ltr';
}

function* blockTexts(blocks: RichBlock[]): Generator<string> {
  for (const block of blocks) for (const run of block.runs) yield run.text;
}

function* personTexts(header: string[], sections: OrderedSectionView[]): Generator<string> {
  yield* header;
  for (const section of sections) {
    yield* section.items;
    yield* blockTexts(section.blocks);
    for (const entry of section.entries) {
      yield* [entry.title, entry.subtitle, entry.location];
      yield* entry.details.map((detail) => detail.text);
      yield* blockTexts(entry.blocks);
    }
  }
}
