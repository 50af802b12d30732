import { AlignmentType, LevelFormat, Paragraph } from 'docx';
import type { RichBlock } from '../view/rich-text-model';
import { richRuns } from './docx-rich-text';

/**
 * Rich-text blocks as Word paragraphs: bullets and numbered items are real Word list numbering (so Word's
 * list tools and ATS parsers see a list), not typed '•' characters.
 */

export const BULLET_REFERENCE = 'resume-bullets';
export const NUMBERED_REFERENCE = 'resume-numbers';

const INDENT = { left: 360, hanging: 260 };

export const LIST_NUMBERING = {
  config: [
    {
      reference: BULLET_REFERENCE,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '•',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: INDENT } },
        },
      ],
    },
    {
      reference: NUMBERED_REFERENCE,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: INDENT } },
        },
      ],
    },
  ],
};

/**
 * Numbered lists restart at 1 each: every list gets its own numbering instance. `isRtl` lays each paragraph
 * out right to left (an Arabic or Hebrew resume).
 */
export function createBlockWriter(isRtl = false) {
  const bidi = isRtl ? { bidirectional: true } : {};
  let numberedInstance = 0;
  return (blocks: RichBlock[]): Paragraph[] => {
    let previous: RichBlock['kind'] | undefined;
    return blocks.map((block) => {
      if (block.kind === 'numbered' && previous !== 'numbered') numberedInstance += 1;
      previous = block.kind;
      const children = richRuns(block.runs);
      if (block.kind === 'bullet')
        return new Paragraph({ ...bidi, children, numbering: { reference: BULLET_REFERENCE, level: 0 } });
      if (block.kind === 'numbered')
        return new Paragraph({
          ...bidi,
          children,
          numbering: { reference: NUMBERED_REFERENCE, level: 0, instance: numberedInstance },
        });
      return new Paragraph({ ...bidi, children });
    });
  };
}
