import { describe, expect, it } from 'vitest';
import { appendBullets, draftToBullets } from './append-bullets';

describe('appendBullets', () => {
  it('starts a list on empty text', () => {
    expect(appendBullets('', ['Led a team'])).toBe('<ul><li>Led a team</li></ul>');
  });
  it('extends the last list, keeping its formatting', () => {
    expect(appendBullets('<ul><li><strong>Grew</strong> sales</li></ul>', ['Cut <costs>'])).toBe(
      '<ul><li><strong>Grew</strong> sales</li><li>Cut &lt;costs&gt;</li></ul>',
    );
  });
  it('adds a list after a paragraph and ignores blank bullets', () => {
    expect(appendBullets('<p>Intro</p>', ['A', ' '])).toBe('<p>Intro</p><ul><li>A</li></ul>');
    expect(appendBullets('<p>x</p>', [' '])).toBe('<p>x</p>');
  });
});

describe('draftToBullets', () => {
  it('makes one bullet per line without typed markers', () => {
    expect(draftToBullets('- Built X\n\n* Shipped Y\n• Ran Z')).toEqual(['Built X', 'Shipped Y', 'Ran Z']);
  });
});
