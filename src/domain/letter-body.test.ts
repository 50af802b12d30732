import { describe, expect, it } from 'vitest';
import { bodyToParagraphs, bodyWordCount, paragraphsToBody, wordCountAdvice } from './letter-body';

describe('the letter body', () => {
  it('round-trips paragraphs through rich text, escaping what the user typed', () => {
    const body = paragraphsToBody(['I <3 engines & maths.', '  ', 'Second\nline']);
    expect(body).toBe('<p>I &lt;3 engines &amp; maths.</p><p>Second line</p>');
    expect(bodyToParagraphs(body)).toEqual(['I <3 engines & maths.', 'Second line']);
    expect(bodyToParagraphs('')).toEqual([]);
  });

  it('reads formatted rich text as one paragraph per block', () => {
    expect(bodyToParagraphs('<p>I <strong>led</strong> it.</p><ul><li>One</li><li>Two</li></ul>')).toEqual([
      'I led it.',
      'One',
      'Two',
    ]);
  });

  it('counts words, not markup or punctuation, and advises on 250-400', () => {
    expect(bodyWordCount('<p>I led a team of 4 — twice.</p><p> - </p>')).toBe(7);
    expect(wordCountAdvice(249, 250, 400)).toBe('short');
    expect(wordCountAdvice(250, 250, 400)).toBe('good');
    expect(wordCountAdvice(401, 250, 400)).toBe('long');
  });
});
