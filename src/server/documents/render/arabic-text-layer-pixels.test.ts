import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';

/**
 * The repaired text layer draws every template's Arabic resume exactly as Typst's writer did (ADR 0094): the
 * typesetter's repair is swapped for one that keeps the writer's file, and both are rasterised by pdftoppm.
 */

const { repairTextLayer } = await vi.importActual<typeof import('./pdf-text-layer')>('./pdf-text-layer');
let written: Uint8Array | undefined;
vi.mock('./pdf-text-layer', () => ({
  repairTextLayer: (pdf: Uint8Array) => {
    written = pdf;
    return pdf;
  },
}));

const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const SUMMARY = [
  'قادت فريقاً من ستة مهندسين',
  'مدّرب محترف، قدْرة على التعلّم، بِناء فِرق العمل',
  'مهندساً ماهراً عملتُ مع شركاتٍ كبيرة',
  'لديه خبرةٌ واسعة وإدارة المشاريع بنجاحٍ، حاصل على شهادةٍ جامعية',
  // Session 14: two marks on a last letter, a one-word line, a Latin word between marked words.
  'إنَّ العملَ مهمٌّ، مستعدٌّ للسفر',
  'شكراً',
  'مطوّرُ Python محترفٌ',
];

(hasPdftoppm ? it : it.skip)(
  'draws every template of an Arabic resume exactly as the writer did',
  async () => {
    const { Typesetter } = await import('./typesetter');
    const typesetter = new Typesetter();
    const directory = mkdtempSync(join(tmpdir(), 'arabic-pixels-'));
    const pixels = (file: Uint8Array, name: string) => {
      writeFileSync(join(directory, `${name}.pdf`), file);
      execFileSync('pdftoppm', [
        '-r',
        '150',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(directory, `${name}.pdf`),
        join(directory, name),
      ]);
      return readFileSync(join(directory, `${name}.png`));
    };
    try {
      const changed: string[] = [];
      for (const template of TEMPLATE_IDS) {
        const resume = sampleResume({
          language: 'ar',
          personalDetails: { firstName: 'ليلى', lastName: 'حسن', jobTitle: 'مهندسة برمجيات' },
          summary: { content: SUMMARY.map((line) => `<p>${line}</p>`).join('') },
        });
        typesetter.renderPdf({ ...resume, fontFamily: 'amiri', template });
        const writer = written as Uint8Array;
        const repaired = repairTextLayer(writer);
        expect(repaired, template).not.toBe(writer);
        if (!pixels(repaired, `${template}-repaired`).equals(pixels(writer, `${template}-writer`)))
          changed.push(template);
      }
      expect(changed).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
);
