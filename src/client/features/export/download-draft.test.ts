import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-draft';

describe('fileNameFromDisposition', () => {
  it('reads the quoted filename', () => {
    expect(fileNameFromDisposition('attachment; filename="resume.pdf"')).toBe('resume.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.docx')).toBe('plain.docx');
  });

  it("prefers RFC 6266's filename* for non-ASCII titles", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Resume Zoe.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Zo%C3%AB.pdf`,
      ),
    ).toBe('Résumé Zoë.pdf');
  });

  it('falls back to the plain name when filename* is malformed, and to null without a header', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'a.pdf',
    );
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
