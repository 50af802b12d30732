import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowlisted structure as it is', () => {
    const html =
      '<p>Led <strong>5</strong> <em>people</em> <u>daily</u><br>again</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https, mailto and tel links with only their href', () => {
    expect(
      sanitizeRichText('<a href="https://x.org/a?b=1&amp;c=2" target="_blank" onclick="x()">site</a>'),
    ).toBe('<a href="https://x.org/a?b=1&amp;c=2">site</a>');
    for (const href of ['http://x.org', 'mailto:a@b.org', 'tel:+123']) {
      expect(sanitizeRichText(`<a href="${href}">t</a>`)).toBe(`<a href="${href}">t</a>`);
    }
  });

  it('reduces links with other schemes, or none, to their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVa\tScRiPt:alert(1)',
      'data:text/html,x',
      '/relative',
      '',
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">click</a></p>`), href).toBe('<p>click</p>');
    }
    expect(sanitizeRichText('<a>no href</a>')).toBe('no href');
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeRichText('<p>a<script>alert(1)</script>b<style>p{}</style><iframe src="x">c</iframe></p>'),
    ).toBe('<p>ab</p>');
  });

  it('drops other tags and attributes but keeps their text', () => {
    expect(
      sanitizeRichText('<div class="x"><h1 id="y">Title</h1><span style="color:red">red</span></div>'),
    ).toBe('Titlered');
    expect(sanitizeRichText('<p style="x" onmouseover="y">t</p><img src=x onerror=alert(1)>')).toBe(
      '<p>t</p>',
    );
  });

  it('maps b and i to strong and em', () => {
    expect(sanitizeRichText('<b>bold</b><i>it</i>')).toBe('<strong>bold</strong><em>it</em>');
  });

  it('escapes text and never lets encoded markup through', () => {
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt; 1 < 2')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; 1 &lt; 2',
    );
  });

  it('always produces well-nested, closed markup', () => {
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeRichText('<strong><em>x</strong>y</em>')).toBe('<strong><em>x</em></strong>y');
    expect(sanitizeRichText('</li>stray')).toBe('stray');
  });

  it('drops comments', () => {
    expect(sanitizeRichText('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('never nests links (a second link closes the first, as browsers do)', () => {
    expect(sanitizeRichText('<a href="https://a.org">a<a href="https://b.org">b</a></a>')).toBe(
      '<a href="https://a.org">a</a><a href="https://b.org">b</a>',
    );
  });

  it('leaves plain text alone', () => {
    expect(sanitizeRichText('just text')).toBe('just text');
  });

  it('cleans a field sent again and again the same way (autosave resends unchanged fields)', () => {
    const hostile = '<p onclick="x()">Led <script>steal()</script><b>team</b></p>';
    const first = sanitizeRichText(hostile);
    expect(first).toBe('<p>Led <strong>team</strong></p>');
    for (let round = 0; round < 3; round++) expect(sanitizeRichText(hostile)).toBe(first);
    // More distinct fields than are remembered, then the first again: still cleaned, not passed through.
    for (let index = 0; index < 1100; index++) sanitizeRichText(`<em>${index}</em><i>x</i>`);
    expect(sanitizeRichText(hostile)).toBe(first);
  });
});

describe('safeHref', () => {
  it('accepts only the four schemes', () => {
    expect(safeHref(' https://x.org ')).toBe('https://x.org');
    expect(safeHref('vbscript:x')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
