import { AlignmentType, Document, Header, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readDocx } from './read-docx';

const NO_DEADLINE = { check() {} };

describe('readDocx (issue 29 B)', () => {
  it("reads the name and headline a Word template puts in the page header, before the document's body, without its page number", async () => {
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({
                  alignment: AlignmentType.RIGHT,
                  children: [
                    new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] }),
                  ],
                }),
                new Paragraph({ children: [new TextRun({ text: 'Priya Raman', bold: true, size: 44 })] }),
                new Paragraph({ text: 'Senior Product Designer' }),
              ],
            }),
          },
          children: [
            new Paragraph({ text: 'priya@example.com | (415) 555-0123 | San Francisco, CA' }),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun({ text: 'Product Designer', bold: true })] }),
            new Paragraph({ text: 'Harbor Health, Oakland, CA | Jan 2018 - Mar 2021' }),
          ],
        },
      ],
    });
    const { resume } = readDocx(new Uint8Array(await Packer.toBuffer(document)), NO_DEADLINE);
    expect([resume.personalDetails.firstName, resume.personalDetails.lastName]).toEqual(['Priya', 'Raman']);
    expect(resume.personalDetails.jobTitle).toBe('Senior Product Designer');
    expect(resume.contactInfo.email).toBe('priya@example.com');
    expect(resume.experience.map((job) => [job.jobTitle, job.company, job.location])).toEqual([
      ['Product Designer', 'Harbor Health', 'Oakland, CA'],
    ]);
  });
});
