import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo-language';
import { withTags } from './with-tags';

const render = (message: string) =>
  renderToStaticMarkup(
    createElement(
      'p',
      null,
      withTags(message, {
        terms: (chunk) => createElement('a', { href: '/terms' }, chunk),
        b: (chunk) => createElement('b', null, chunk),
      }),
    ),
  );

describe('withTags', () => {
  it('renders each tagged part with its renderer and keeps the words around it', () => {
    expect(render('Agree to our <terms>Terms of Service</terms> and <b>this</b>.')).toBe(
      '<p>Agree to our <a href="/terms">Terms of Service</a> and <b>this</b>.</p>',
    );
  });

  it('escapes the text and leaves an unknown tag as its words', () => {
    expect(render('<x>a & b</x> <script>')).toBe('<p>a &amp; b &lt;script&gt;</p>');
  });

  it('finds the tags in the pseudo-language too', () => {
    expect(render(pseudoLocalize('Our <terms>Terms</terms>'))).toMatch(/<a href="\/terms">Ţéé/);
  });
});
