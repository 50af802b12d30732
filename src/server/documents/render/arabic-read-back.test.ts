import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { layoutText } from '../../../../tests/support/pdf-text';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { Typesetter } from './typesetter';

/**
 * The figure of ADR 0094: how many words of 15 Arabic sentences (46 words) pdf.js and pdftotext read back
 * exactly from an Amiri resume. The sentences hold the cases that broke: tanween, dammatan and kasratan on a
 * final alef, ة and ت, a damma on a final ت, shadda, sukun, kasra, ر kerned away from ي, lam-alef, ح and خ.
 * The floor below is the figure measured, so a change that loses a word fails here.
 */

const SENTENCES = [
  'قادت فريقاً من ستة مهندسين',
  'مدّرب محترف',
  'قدْرة على التعلّم',
  'بِناء فِرق العمل',
  'أدرتُ فريقاً من عشرة مطوّرين',
  'زيت وريت',
  'الخبرة',
  'مهندساً ماهراً',
  'عملتُ مع شركاتٍ كبيرة',
  'لديه خبرةٌ واسعة',
  'إدارة المشاريع بنجاحٍ',
  'تطوير تطبيقات الويب',
  'حاصل على شهادةٍ جامعية',
  'مسؤولاً عن الجودة',
  'لا سيّما التحليل',
];
// Session 14 (ADR 0104): every word, in both readers (41 and 42 before the marks on a word's last letter were
// read from blank glyphs).
const PDFJS_FLOOR = 46;
const PDFTOTEXT_FLOOR = 46;

const bidiControls = /[\u200e\u200f\u202a-\u202e]/g;

/** The words of the summary (from its first word to the next heading), each counted once. */
function exactWords(text: string): { read: number; apart: string[] } {
  const plain = text.replace(bidiControls, '');
  const start = plain.indexOf('قادت');
  const end = plain.indexOf('الخبرة المهنية', start);
  const pool = plain
    .slice(start, end > start ? end : undefined)
    .split(/\s+/)
    .filter(Boolean);
  const apart: string[] = [];
  for (const word of SENTENCES.flatMap((sentence) => sentence.split(' '))) {
    const at = pool.indexOf(word);
    if (at >= 0) pool.splice(at, 1);
    else apart.push(word);
  }
  return { read: SENTENCES.join(' ').split(' ').length - apart.length, apart };
}

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

it('reads back the words of 15 Arabic sentences exactly, in pdf.js and pdftotext', async () => {
  const resume = sampleResume({
    language: 'ar',
    personalDetails: { firstName: 'ليلى', lastName: 'حسن', jobTitle: 'مهندسة برمجيات' },
    summary: { content: SENTENCES.map((line) => `<p>${line}</p>`).join('') },
  });
  const pdf = new Typesetter().renderPdf({ ...resume, fontFamily: 'amiri' });
  const pdfjs = exactWords(layoutText(await readPdf(pdf)));
  console.log(`pdf.js: ${pdfjs.read} of 46 words exact; apart: ${pdfjs.apart.join(' ')}`);
  expect(pdfjs.read).toBeGreaterThanOrEqual(PDFJS_FLOOR);
  if (!hasPdftotext) return;
  const poppler = exactWords(execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString());
  console.log(`pdftotext: ${poppler.read} of 46 words exact; apart: ${poppler.apart.join(' ')}`);
  expect(poppler.read).toBeGreaterThanOrEqual(PDFTOTEXT_FLOOR);
});
