import { describe, expect, it } from 'vitest';
import { blocksToPlainText, parseRichText } from './rich-text-model';

describe('parseRichText', () => {
  it('keeps paragraphs, lists and marks', () => {
    const blocks = parseRichText(
      '<p>Hello <strong>bold</strong> <em>it</em> <u>under</u></p><ul><li><p>one</p></li><li>two</li></ul><ol><li>first</li></ol>',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Hello ' },
          { text: 'bold', bold: true },
          { text: ' ' },
          { text: 'it', italic: true },
          { text: ' ' },
          { text: 'under', underline: true },
        ],
      },
      { kind: 'bullet', runs: [{ text: 'one' }] },
      { kind: 'bullet', runs: [{ text: 'two' }] },
      { kind: 'numbered', runs: [{ text: 'first' }] },
    ]);
  });

  it('combines nested marks and treats b/i like strong/em', () => {
    expect(parseRichText('<p><b>a <i>b</i></b></p>')).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'a ', bold: true },
          { text: 'b', bold: true, italic: true },
        ],
      },
    ]);
  });

  it('decodes entities once and keeps the result as text', () => {
    expect(
      blocksToPlainText(
        parseRichText('<p>&lt;b&gt;not bold&lt;/b&gt; &amp;amp; &#x23;set &quot;x&quot;</p>'),
      ),
    ).toBe('<b>not bold</b> &amp; #set "x"');
  });

  it('drops script and style content and reduces unknown tags to their text', () => {
    const blocks = parseRichText(
      '<p>safe<script>alert(1)</script><style>p{}</style> <span onclick="x()">span</span> <img src=x onerror=alert(1)></p>',
    );
    expect(blocksToPlainText(blocks)).toBe('safe span');
    expect(JSON.stringify(blocks)).not.toContain('alert');
  });

  it('keeps only http, https, mailto and tel links', () => {
    const blocks = parseRichText(
      '<p><a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:x">js2</a> <a href="data:text/html,x">data</a> ' +
        '<a href="https://ok.example/a?b=1">web</a> <a href="mailto:a@b.co">mail</a> <a href="tel:+123">tel</a></p>',
    );
    const hrefs = blocks.flatMap((block) => block.runs.map((run) => run.href).filter(Boolean));
    expect(hrefs).toEqual(['https://ok.example/a?b=1', 'mailto:a@b.co', 'tel:+123']);
    expect(blocksToPlainText(blocks)).toBe('js js2 data web mail tel');
  });

  it('flattens nested lists into items and keeps text after them', () => {
    const blocks = parseRichText('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>');
    expect(blocks.map((block) => [block.kind, blocksToPlainText([block])])).toEqual([
      ['bullet', 'a'],
      ['bullet', 'b'],
      ['bullet', 'c'],
    ]);
  });

  it('collapses HTML whitespace and keeps line breaks', () => {
    expect(parseRichText('<p>  a \n  b<br>c  </p>')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'a b\nc' }] },
    ]);
  });

  it('reads plain text (the summary textarea) as one paragraph per line and skips empty input', () => {
    expect(parseRichText('First line\n\n  Second   line ')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'First line' }] },
      { kind: 'paragraph', runs: [{ text: 'Second line' }] },
    ]);
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('<p></p><ul><li> </li></ul>')).toEqual([]);
  });

  it('survives unbalanced markup', () => {
    expect(blocksToPlainText(parseRichText('<p><strong>open <em>never closed</p><li>stray</b>'))).toBe(
      'open never closed\nstray',
    );
  });
});
