import { describe, expect, it } from 'vitest';
import {
  bulletsToRichText,
  decodeEntities,
  escapeHtml,
  isBlankRichText,
  plainToRichText,
  replaceBulletInRichText,
  richTextToBullets,
  richTextToPlain,
} from './rich-text';

describe('richTextToPlain', () => {
  it('strips tags and keeps inline text together', () => {
    expect(richTextToPlain('<p>Led <strong>a team</strong> of <em>five</em></p>')).toBe('Led a team of five');
  });

  it('puts paragraphs, list items and line breaks on their own lines', () => {
    expect(richTextToPlain('<p>One</p><p>Two</p>')).toBe('One\nTwo');
    expect(richTextToPlain('<ul><li>A</li><li>B</li></ul>')).toBe('A\nB');
    expect(richTextToPlain('Line 1<br>Line 2<br/>Line 3')).toBe('Line 1\nLine 2\nLine 3');
  });

  it('decodes the basic entities, with &nbsp; as a space', () => {
    expect(richTextToPlain('<p>R&amp;D &lt;team&gt; &quot;best&quot; it&#39;s&nbsp;here</p>')).toBe(
      'R&D <team> "best" it\'s here',
    );
  });

  it('does not decode twice', () => {
    expect(richTextToPlain('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('counts blank-looking content as empty', () => {
    expect(richTextToPlain('')).toBe('');
    expect(richTextToPlain('<p></p>')).toBe('');
    expect(richTextToPlain('<p> &nbsp; </p><p><br></p>')).toBe('');
  });

  it('collapses whitespace inside lines', () => {
    expect(richTextToPlain('<p>  a \t  b  </p>')).toBe('a b');
  });

  it('leaves plain text with a stray < alone', () => {
    expect(richTextToPlain('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
  });

  it('drops comments, scripts and styles entirely', () => {
    expect(richTextToPlain('<!-- note --><p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('Hi');
  });
});

describe('decodeEntities', () => {
  it('decodes numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&#233;&#x27;&copy2;&unknown;')).toBe("é'&copy2;&unknown;");
  });

  it('keeps out-of-range and NUL code points as written', () => {
    expect(decodeEntities('&#0;&#x110000;')).toBe('&#0;&#x110000;');
  });
});

describe('isBlankRichText', () => {
  it('is true only without visible text', () => {
    expect(isBlankRichText('<p> </p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });
});

describe('bulletsToRichText', () => {
  it('makes an escaped list and skips blank bullets', () => {
    expect(bulletsToRichText(['Grew sales 20%', '  ', ' A & <B> '])).toBe(
      '<ul><li>Grew sales 20%</li><li>A &amp; &lt;B&gt;</li></ul>',
    );
  });

  it('gives an empty string for no bullets', () => {
    expect(bulletsToRichText([])).toBe('');
    expect(bulletsToRichText(['', ' '])).toBe('');
  });

  it('round-trips through richTextToBullets', () => {
    const bullets = ['One & two', 'Three "quoted"', "It's <fine>"];
    expect(richTextToBullets(bulletsToRichText(bullets))).toEqual(bullets);
  });
});

describe('richTextToBullets', () => {
  it('reads list items, including formatting inside them', () => {
    expect(richTextToBullets('<ul><li><strong>Led</strong> team</li><li></li><li>Shipped</li></ul>')).toEqual(
      ['Led team', 'Shipped'],
    );
  });

  it('falls back to one bullet per line without a list', () => {
    expect(richTextToBullets('<p>One</p><p>Two</p>')).toEqual(['One', 'Two']);
    expect(richTextToBullets('')).toEqual([]);
  });
});

describe('plainToRichText', () => {
  it('turns blank-line-separated text into paragraphs and single newlines into <br>', () => {
    expect(plainToRichText('First line\nsecond line\n\n  Next para  ')).toBe(
      '<p>First line<br>second line</p><p>Next para</p>',
    );
  });

  it('escapes markup and handles CRLF', () => {
    expect(plainToRichText('a <b> & c\r\n\r\nd')).toBe('<p>a &lt;b&gt; &amp; c</p><p>d</p>');
  });

  it('gives an empty string for blank text', () => {
    expect(plainToRichText('  \n\n ')).toBe('');
  });

  it('round-trips to the same plain text', () => {
    expect(richTextToPlain(plainToRichText('Hello & bye\n\nSecond'))).toBe('Hello & bye\nSecond');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('replaceBulletInRichText', () => {
  it('replaces one bullet and keeps the others and their formatting', () => {
    const html = '<ul><li><p>Led <strong>5</strong> cooks</p></li><li></li><li>Cut waste</li></ul>';
    expect(replaceBulletInRichText(html, 1, 'Cut waste using <Lean>')).toBe(
      '<ul><li><p>Led <strong>5</strong> cooks</p></li><li></li><li>Cut waste using &lt;Lean&gt;</li></ul>',
    );
  });

  it('reads a text without a list as one bullet per line', () => {
    expect(replaceBulletInRichText('<p>Led cooks<br>Cut waste</p>', 0, 'Led cooks in Toast')).toBe(
      '<ul><li>Led cooks in Toast</li><li>Cut waste</li></ul>',
    );
  });

  it('changes nothing for an index past the bullets', () => {
    expect(replaceBulletInRichText('<p>Led cooks</p>', 3, 'x')).toBe('<p>Led cooks</p>');
  });
});
