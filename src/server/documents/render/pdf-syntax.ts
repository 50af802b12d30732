/**
 * Just enough of the PDF syntax (ISO 32000-1, 7.2-7.3) to read the object dictionaries and content streams
 * that Typst writes, and to write a changed TJ array back. Not a general PDF reader: anything it does not
 * expect makes the caller leave the file as it is (pdf-text-layer.ts).
 */

export type PdfValue =
  | number
  | boolean
  | null
  | { kind: 'name'; name: string }
  | { kind: 'string'; bytes: number[] }
  | { kind: 'ref'; id: number }
  | { kind: 'op'; op: string }
  | PdfValue[]
  | Map<string, PdfValue>;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

const isRegular = (char: string | undefined): boolean =>
  char !== undefined && !WHITESPACE.has(char.charCodeAt(0)) && !DELIMITERS.has(char);

/** A tokenizer over a Latin-1 string (one character a byte), positions kept so a value can be replaced. */
export class PdfLexer {
  position = 0;
  constructor(readonly text: string) {}

  private skipSpace(): void {
    while (this.position < this.text.length) {
      const code = this.text.charCodeAt(this.position);
      if (WHITESPACE.has(code)) this.position += 1;
      else if (code === 0x25 /* % */) {
        while (this.position < this.text.length && !'\r\n'.includes(this.text[this.position] as string))
          this.position += 1;
      } else break;
    }
  }

  /** The next value (an operator comes as `{kind: 'op'}`), or undefined at the end; `start` is where it began. */
  next(): { value: PdfValue; start: number } | undefined {
    this.skipSpace();
    const start = this.position;
    if (start >= this.text.length) return undefined;
    return { value: this.value(), start };
  }

  private value(): PdfValue {
    this.skipSpace();
    const text = this.text;
    const char = text[this.position];
    if (char === '[') {
      this.position += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (text[this.position] === ']' || this.position >= text.length) break;
        items.push(this.value());
      }
      this.position += 1;
      return this.withRefs(items);
    }
    if (char === '<' && text[this.position + 1] === '<') {
      this.position += 2;
      const entries = new Map<string, PdfValue>();
      for (;;) {
        this.skipSpace();
        if (text.startsWith('>>', this.position) || this.position >= text.length) break;
        const key = this.value();
        if (typeof key !== 'object' || key === null || !('kind' in key) || key.kind !== 'name')
          throw new Error('PDF dictionary key');
        entries.set(key.name, this.refAware());
      }
      this.position += 2;
      return entries;
    }
    if (char === '<') return this.hexString();
    if (char === '(') return this.literalString();
    if (char === '/') {
      this.position += 1;
      const start = this.position;
      while (isRegular(text[this.position])) this.position += 1;
      return { kind: 'name', name: text.slice(start, this.position) };
    }
    if (char === ']' || char === ')' || char === '>' || char === '{' || char === '}') {
      this.position += 1;
      return { kind: 'op', op: char };
    }
    const start = this.position;
    while (isRegular(text[this.position])) this.position += 1;
    const word = text.slice(start, this.position);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    return { kind: 'op', op: word };
  }

  /** A dictionary value: `12 0 R` is one reference, not three tokens. */
  private refAware(): PdfValue {
    const first = this.value();
    if (typeof first !== 'number' || !Number.isInteger(first)) return first;
    const afterFirst = this.position;
    const match = /^\s+(\d+)\s+R(?![^\s/<>[\]()%])/.exec(this.text.slice(this.position, this.position + 24));
    if (match) {
      this.position += match[0].length;
      return { kind: 'ref', id: first };
    }
    this.position = afterFirst;
    return first;
  }

  /** Arrays of `n 0 R` come as separate tokens: fold them into references. */
  private withRefs(items: PdfValue[]): PdfValue[] {
    const result: PdfValue[] = [];
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      const third = items[index + 2];
      if (
        typeof item === 'number' &&
        typeof items[index + 1] === 'number' &&
        typeof third === 'object' &&
        third !== null &&
        'kind' in third &&
        third.kind === 'op' &&
        third.op === 'R'
      ) {
        result.push({ kind: 'ref', id: item });
        index += 2;
      } else result.push(item as PdfValue);
    }
    return result;
  }

  private hexString(): PdfValue {
    const end = this.text.indexOf('>', this.position);
    if (end < 0) throw new Error('PDF hex string');
    let digits = this.text.slice(this.position + 1, end).replace(/\s+/g, '');
    this.position = end + 1;
    if (digits.length % 2 === 1) digits += '0';
    const bytes: number[] = [];
    for (let index = 0; index < digits.length; index += 2)
      bytes.push(Number.parseInt(digits.slice(index, index + 2), 16));
    return { kind: 'string', bytes };
  }

  private literalString(): PdfValue {
    const text = this.text;
    const bytes: number[] = [];
    let depth = 0;
    this.position += 1;
    for (;;) {
      if (this.position >= text.length) throw new Error('PDF literal string');
      const char = text[this.position] as string;
      this.position += 1;
      if (char === '(') depth += 1;
      else if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (char === '\\') {
        const escaped = text[this.position] as string;
        this.position += 1;
        const simple: Record<string, number> = {
          n: 10,
          r: 13,
          t: 9,
          b: 8,
          f: 12,
          '(': 40,
          ')': 41,
          '\\': 92,
        };
        if (escaped in simple) bytes.push(simple[escaped] as number);
        else if (/[0-7]/.test(escaped)) {
          let octal = escaped;
          while (octal.length < 3 && /[0-7]/.test(text[this.position] ?? '')) {
            octal += text[this.position];
            this.position += 1;
          }
          bytes.push(Number.parseInt(octal, 8) & 0xff);
        } else if (escaped === '\r') {
          if (text[this.position] === '\n') this.position += 1;
        } else if (escaped !== '\n') bytes.push(escaped.charCodeAt(0));
        continue;
      }
      bytes.push(char.charCodeAt(0));
    }
    return { kind: 'string', bytes };
  }
}

export const isName = (value: PdfValue | undefined, name?: string): value is { kind: 'name'; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  value.kind === 'name' &&
  (name === undefined || value.name === name);

export const isRef = (value: PdfValue | undefined): value is { kind: 'ref'; id: number } =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'ref';

export const isString = (value: PdfValue | undefined): value is { kind: 'string'; bytes: number[] } =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'string';

export const isOp = (value: PdfValue | undefined, op?: string): value is { kind: 'op'; op: string } =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  value.kind === 'op' &&
  (op === undefined || value.op === op);

export const isDict = (value: PdfValue | undefined): value is Map<string, PdfValue> => value instanceof Map;

/** A string as UTF-16BE text (with or without its byte-order mark), as /ActualText and ToUnicode hold it. */
export function utf16be(bytes: number[]): string {
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  let text = '';
  for (let index = start; index + 1 < bytes.length; index += 2)
    text += String.fromCharCode(((bytes[index] as number) << 8) | (bytes[index + 1] as number));
  return text;
}

export const hex4 = (code: number): string => code.toString(16).toUpperCase().padStart(4, '0');

/** Text as the hex digits of its UTF-16BE code units, for a ToUnicode CMap. */
export const utf16Hex = (text: string): string =>
  Array.from({ length: text.length }, (_, index) => hex4(text.charCodeAt(index))).join('');
