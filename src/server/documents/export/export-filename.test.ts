import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition, exportFileName } from './export-filename';

describe('exportFileName', () => {
  it("is 'resume.{format}' from the builder and the preview page", () => {
    expect(exportFileName('Ada CV', 'pdf', 'builder')).toBe('resume.pdf');
    expect(exportFileName('Ada CV', 'docx', 'preview')).toBe('resume.docx');
  });

  it("is '{draft title}.{format}' from the dashboard", () => {
    expect(exportFileName('Ada Lovelace Resume', 'pdf', 'dashboard')).toBe('Ada Lovelace Resume.pdf');
    expect(exportFileName('Ada Lovelace Resume', 'docx', 'dashboard')).toBe('Ada Lovelace Resume.docx');
  });

  it('removes path separators, reserved characters and control codes, and never starts with a dot', () => {
    expect(exportFileName('../../etc/passwd', 'pdf', 'dashboard')).toBe('etc passwd.pdf');
    expect(exportFileName('a\r\nb:c*d?"e"<f>|g\\h', 'pdf', 'dashboard')).toBe('a b c d e f g h.pdf');
    expect(exportFileName('///', 'pdf', 'dashboard')).toBe('resume.pdf');
  });

  it('keeps non-ASCII titles and caps the length without splitting a character', () => {
    expect(exportFileName('Résumé Zoë', 'pdf', 'dashboard')).toBe('Résumé Zoë.pdf');
    const long = exportFileName('😀'.repeat(200), 'pdf', 'dashboard');
    expect(Array.from(long.replace('.pdf', ''))).toHaveLength(120);
    // No lone surrogate: the cut fell between characters, not inside one.
    expect(long).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('contentDisposition', () => {
  it('is a plain quoted filename for ASCII names', () => {
    expect(contentDisposition('resume.pdf')).toBe('attachment; filename="resume.pdf"');
  });

  it('adds an RFC 6266 filename* with a safe ASCII fallback for other names', () => {
    expect(contentDisposition('Résumé Дмитрий.pdf')).toBe(
      `attachment; filename="Resume _______.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%D0%94%D0%BC%D0%B8%D1%82%D1%80%D0%B8%D0%B9.pdf`,
    );
  });

  it('never lets a quote, backslash or percent into the quoted fallback', () => {
    expect(asciiFallback('a"b\\c%d')).toBe('a_b_c_d');
    expect(contentDisposition("it's (mine).pdf")).toBe(`attachment; filename="it's (mine).pdf"`);
  });
});
