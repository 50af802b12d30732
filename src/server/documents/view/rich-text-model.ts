import { Parser } from 'htmlparser2';

/**
 * Rich-text HTML (what the builder's TipTap editor writes) reduced to plain data the templates read.
 * Only the allowlisted structure survives: paragraphs, bullet and numbered items, bold, italic,
 * underline and safe links. Everything else is reduced to its text, so no markup ever reaches Typst.
 */

export type TextRun = { text: string; bold?: true; italic?: true; underline?: true; href?: string };
export type RichBlock = { kind: 'paragraph' | 'bullet' | 'numbered'; runs: TextRun[] };

const SAFE_HREF = /^(https?:|mailto:|tel:)/i;
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
// Their content is code or metadata, never text a person wrote for the page.
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'title', 'head']);

type Marks = Omit<TextRun, 'text'>;

export function safeHref(href: string | undefined): string | undefined {
  const trimmed = href?.trim();
  return trimmed && SAFE_HREF.test(trimmed) ? trimmed : undefined;
}

export function parseRichText(html: string): RichBlock[] {
  if (!/<[a-z!/]/i.test(html)) return plainTextBlocks(html);

  const blocks: RichBlock[] = [];
  const listStack: ('bullet' | 'numbered')[] = [];
  const markStack: { tag: string; marks: Marks }[] = [];
  let dropDepth = 0;
  let current: RichBlock | null = null;

  const marks = (): Marks => Object.assign({}, ...markStack.map((entry) => entry.marks));
  const endBlock = () => {
    if (current) {
      trimRuns(current.runs);
      if (current.runs.length > 0) blocks.push(current);
    }
    current = null;
  };
  const startBlock = (kind: RichBlock['kind']) => {
    endBlock();
    current = { kind, runs: [] };
  };
  const append = (text: string) => {
    if (!current) current = { kind: listStack.at(-1) ?? 'paragraph', runs: [] };
    const runMarks = marks();
    const last = current.runs.at(-1);
    if (last && sameMarks(last, runMarks)) last.text += text;
    else current.runs.push({ text, ...runMarks });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DROPPED_TAGS.has(name)) dropDepth += 1;
        if (dropDepth > 0) return;
        if (name === 'ul' || name === 'ol') {
          endBlock();
          listStack.push(name === 'ul' ? 'bullet' : 'numbered');
        } else if (name === 'li') startBlock(listStack.at(-1) ?? 'bullet');
        // A paragraph inside a list item is that item's text (TipTap writes <li><p>..</p></li>).
        else if (BLOCK_TAGS.has(name) && !(current && listStack.length > 0)) startBlock('paragraph');
        else if (name === 'br') append('\n');
        const mark = markFor(name, attributes);
        if (mark) markStack.push({ tag: name, marks: mark });
      },
      ontext(text) {
        if (dropDepth > 0) return;
        const collapsed = text.replace(/\s+/g, ' ');
        if (collapsed === ' ' && !current) return;
        append(collapsed);
      },
      onclosetag(name) {
        if (DROPPED_TAGS.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        if (dropDepth > 0) return;
        const index = markStack.findLastIndex((entry) => entry.tag === name);
        if (index >= 0) markStack.splice(index, 1);
        if (name === 'ul' || name === 'ol') {
          endBlock();
          listStack.pop();
        } else if (name === 'li' || (BLOCK_TAGS.has(name) && listStack.length === 0)) endBlock();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endBlock();
  return blocks;
}

/** Text from the plain textarea: each non-blank line is a paragraph. */
function plainTextBlocks(text: string): RichBlock[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => ({ kind: 'paragraph', runs: [{ text: line }] }));
}

function markFor(name: string, attributes: Record<string, string>): Marks | null {
  if (name === 'strong' || name === 'b') return { bold: true };
  if (name === 'em' || name === 'i') return { italic: true };
  if (name === 'u') return { underline: true };
  if (name === 'a') {
    const href = safeHref(attributes.href);
    return href ? { href } : {};
  }
  return null;
}

function sameMarks(run: TextRun, marks: Marks): boolean {
  return (
    run.bold === marks.bold &&
    run.italic === marks.italic &&
    run.underline === marks.underline &&
    run.href === marks.href
  );
}

/** HTML whitespace rules: no leading or trailing space in a block, no space around a line break. */
function trimRuns(runs: TextRun[]): void {
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    run.text = run.text.replace(/ ?\n ?/g, '\n');
  }
  const first = runs[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  const last = runs.at(-1);
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  for (let i = runs.length - 1; i >= 0; i--) if (runs[i]!.text === '') runs.splice(i, 1);
}

/** The blocks' text without formatting, e.g. for a one-line field stored as rich text. */
export function blocksToPlainText(blocks: RichBlock[]): string {
  return blocks.map((block) => block.runs.map((run) => run.text).join('')).join('\n');
}
