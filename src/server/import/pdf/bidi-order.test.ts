import { describe, expect, it } from 'vitest';
import { isRightToLeft, PIECE_JOINT, visualToLogical } from './bidi-order';

const run = (text: string, isBold = false) => ({ text, isBold, isItalic: false });

describe('a right-to-left line from the order it is drawn in to the order it is read in', () => {
  it('reads Hebrew words right to left', () => {
    expect(visualToLogical([run('תעסוקתי ניסיון', true)])).toEqual([run('ניסיון תעסוקתי', true)]);
  });

  it('keeps a run of Latin words in its own order, and puts the dates drawn at the left after it', () => {
    const logical = visualToLogical([
      run('היום – 2021 מרץ'),
      run('Senior Software Engineer', true),
      run(', Northwind Cloud'),
    ]);
    expect(logical.map((r) => r.text).join(' ')).toBe(
      'Senior Software Engineer , Northwind Cloud מרץ 2021 – היום',
    );
    expect(logical[0]).toEqual(run('Senior Software Engineer', true));
  });

  it('opens a line with the bullet drawn at its right end', () => {
    expect(visualToLogical([run('Led a team of six engineers •')])).toEqual([
      run('• Led a team of six engineers'),
    ]);
  });

  it('joins the pieces of an Arabic word drawn apart, the right piece first', () => {
    expect(visualToLogical([run(`برة${PIECE_JOINT}الخ المهنية`)])).toEqual([run('المهنية الخبرة')]);
  });

  it('takes a page for right to left from a few words of its script, not from a name', () => {
    expect(isRightToLeft(['ניסיון תעסוקתי', 'השכלה', 'Senior Software Engineer'])).toBe(true);
    expect(isRightToLeft(['Layla حداد', 'Senior Software Engineer', 'Education'])).toBe(false);
  });
});
