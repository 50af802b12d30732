import { describe, expect, it } from 'vitest';
import {
  bodyBlocks,
  bodyToParagraphs,
  bodyWordCount,
  paragraphsToBody,
  replaceBodyBlock,
  wordCountAdvice,
} from './letter-body';

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

  it('splits the body into its top-level blocks: a paragraph, or a whole list with its nested lists', () => {
    const body =
      '<p>Opening with <strong>bold</strong>.</p><p></p><ul><li><p>One</p><ul><li>Nested</li></ul></li>' +
      '<li>Two</li></ul><p>Closing <em>now</em>.</p>';
    expect(bodyBlocks(body)).toEqual([
      '<p>Opening with <strong>bold</strong>.</p>',
      '<ul><li><p>One</p><ul><li>Nested</li></ul></li><li>Two</li></ul>',
      '<p>Closing <em>now</em>.</p>',
    ]);
    expect(bodyBlocks('Loose text<p>Then a paragraph</p>')).toEqual([
      'Loose text',
      '<p>Then a paragraph</p>',
    ]);
    expect(bodyBlocks('<p>Unclosed <strong>end')).toEqual(['<p>Unclosed <strong>end']);
    expect(bodyBlocks('')).toEqual([]);
  });

  it('regenerates one block, keeping the formatting of the others (blank blocks are not counted)', () => {
    const body = '<p><strong>Keep</strong> me.</p><p></p><ul><li>List</li></ul><p>Old <em>closing</em>.</p>';
    expect(replaceBodyBlock(body, 2, 'New <closing> & thanks.')).toBe(
      '<p><strong>Keep</strong> me.</p><p></p><ul><li>List</li></ul><p>New &lt;closing&gt; &amp; thanks.</p>',
    );
    expect(replaceBodyBlock(body, 1, 'Instead of the list')).toBe(
      '<p><strong>Keep</strong> me.</p><p></p><p>Instead of the list</p><p>Old <em>closing</em>.</p>',
    );
    expect(replaceBodyBlock('<p>Only</p>', 3, 'Added')).toBe('<p>Only</p><p>Added</p>');
  });

  it('counts words, not markup or punctuation, and advises on 250-400', () => {
    expect(bodyWordCount('<p>I led a team of 4 — twice.</p><p> - </p>')).toBe(7);
    expect(wordCountAdvice(249, 250, 400)).toBe('short');
    expect(wordCountAdvice(250, 250, 400)).toBe('good');
    expect(wordCountAdvice(401, 250, 400)).toBe('long');
  });
});
