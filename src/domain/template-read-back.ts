import type { TemplateId } from './design';

/**
 * What an ATS reads of each template (issue 32): the share of fields our import reader gets back from the
 * template's PDF and Word files, over the three sample resumes in English, one decimal, rounded down. Measured
 * by `src/server/ats/read-back-quality.test.ts`, which fails when a template's file reads back differently from
 * this table, so the figures the gallery and the design step show stay true.
 */
export const TEMPLATE_READ_BACK: Record<TemplateId, { pdf: number; docx: number }> = {
  modern: { pdf: 100, docx: 100 },
  clean: { pdf: 100, docx: 100 },
  compact: { pdf: 100, docx: 100 },
  executive: { pdf: 100, docx: 100 },
  classic: { pdf: 100, docx: 100 },
  sidebar: { pdf: 100, docx: 100 },
  timeline: { pdf: 100, docx: 100 },
  minimal: { pdf: 100, docx: 100 },
  academic: { pdf: 100, docx: 100 },
  creative: { pdf: 100, docx: 100 },
  banner: { pdf: 100, docx: 100 },
  elegant: { pdf: 100, docx: 100 },
};

/** The read-back in a sentence for the gallery and the design step. */
export function readBackSummary(template: TemplateId): string {
  const { pdf, docx } = TEMPLATE_READ_BACK[template];
  if (pdf === 100 && docx === 100) return 'An ATS reads every field of the PDF and Word files';
  return `An ATS reads ${pdf}% of the fields of the PDF and ${docx}% of the Word file`;
}

/** The same in a few words, for the design step's small cards. */
export function readBackShort(template: TemplateId): string {
  const { pdf, docx } = TEMPLATE_READ_BACK[template];
  const lowest = Math.min(pdf, docx);
  return lowest === 100 ? 'ATS reads 100%' : `ATS reads ${lowest}% (${pdf < docx ? 'PDF' : 'Word'})`;
}
