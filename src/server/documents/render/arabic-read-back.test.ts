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

/**
 * Session 14 (ADR 0104): more kinds of mark on a word's last letter, labelled before they were measured.
 * 31 words; read exactly before the session pdf.js 18, pdftotext 10; now 28 and 28. Still apart: the line
 * with a Latin word (its ح drawn in a text object of its own continues the word, so the mark there is
 * left as it was).
 */
const MORE_SENTENCES = [
  'لمْ أكتبْ التقرير', // sukun on a last letter, twice
  'كتبَ الرسالةَ بنفسه', // fatha on a last letter, on a final ة
  'في المكتبِ الرئيسي', // kasra on a last letter
  'يعملُ في شركةٍ ناشئة', // damma on ل, kasratan on ة
  'إنَّ العملَ مهمٌّ', // shadda and fatha on one last letter, shadda and dammatan
  'مستعدٌّ للسفر', // shadda and dammatan on د
  'خلال عامٍ واحدٍ', // kasratan on م, and on the last word of the line
  'كتابٍ جديدٍ', // kasratan on a wide final ب
  'مطوّرُ Python محترفٌ', // marked words either side of a Latin word
  'شكراً', // a line of one word, ending in tanween
  'ذهبتُ إلى العملِ مبكراً', // damma on ت starting the line, kasra, tanween ending it
];
const MORE_PDFJS_FLOOR = 28;
const MORE_PDFTOTEXT_FLOOR = 28;

const bidiControls = /[\u200e\u200f\u202a-\u202e]/g;

/** The words of the summary (from its first word to the next heading), each counted once. */
function exactWords(text: string, sentences = SENTENCES, first = 'قادت'): { read: number; apart: string[] } {
  const plain = text.replace(bidiControls, '');
  const start = plain.indexOf(first);
  const end = plain.indexOf('الخبرة المهنية', start);
  const pool = plain
    .slice(start, end > start ? end : undefined)
    .split(/\s+/)
    .filter(Boolean);
  const apart: string[] = [];
  for (const word of sentences.flatMap((sentence) => sentence.split(' '))) {
    const at = pool.indexOf(word);
    if (at >= 0) pool.splice(at, 1);
    else apart.push(word);
  }
  return { read: sentences.join(' ').split(' ').length - apart.length, apart };
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

it('reads back words with other marks on their last letter (sukun, kasra, shadda with a vowel) exactly', async () => {
  const resume = sampleResume({
    language: 'ar',
    personalDetails: { firstName: 'ليلى', lastName: 'حسن', jobTitle: 'مهندسة برمجيات' },
    summary: { content: MORE_SENTENCES.map((line) => `<p>${line}</p>`).join('') },
  });
  const pdf = new Typesetter().renderPdf({ ...resume, fontFamily: 'amiri' });
  // From the end of the contact line: the first word may be the one read apart.
  const first = 'in/ada';
  const pdfjs = exactWords(layoutText(await readPdf(pdf)), MORE_SENTENCES, first);
  console.log(`pdf.js: ${pdfjs.read} of 31 more words exact; apart: ${pdfjs.apart.join(' ')}`);
  expect(pdfjs.read).toBeGreaterThanOrEqual(MORE_PDFJS_FLOOR);
  if (!hasPdftotext) return;
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
  const poppler = exactWords(text, MORE_SENTENCES, first);
  console.log(`pdftotext: ${poppler.read} of 31 more words exact; apart: ${poppler.apart.join(' ')}`);
  expect(poppler.read).toBeGreaterThanOrEqual(MORE_PDFTOTEXT_FLOOR);
});
