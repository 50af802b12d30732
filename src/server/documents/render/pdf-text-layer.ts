import { deflateSync, inflateSync } from 'node:zlib';
import { ARABIC, newWidths, showText, textLines, ZERO_WIDTH_JOINER } from './pdf-glyph-widths';
import {
  hex4,
  isDict,
  isName,
  isOp,
  isRef,
  isString,
  PdfLexer,
  type PdfValue,
  utf16be,
  utf16Hex,
} from './pdf-syntax';
import type { Content, Font, PdfObject, ShowText, Span, TjItem } from './pdf-text-layer-model';
import { blankGid, type MarkPlan, planWordFinalMarks } from './pdf-word-final-marks';

/**
 * Repairs the text layer of the PDF Typst writes, so that text extractors (pdf.js, poppler's pdftotext, the
 * parsers of applicant tracking systems) read Arabic words as they were typed (issue 29 item 11, ADR 0094).
 * The page looks exactly the same: every glyph is drawn where it was.
 *
 * 1. **Clusters.** HarfBuzz puts a letter and its marks (alef + tanween, dal + shadda) in one cluster; Typst's
 *    writer (krilla) maps the cluster's first glyph (the mark) to the whole text ("اً") and wraps the cluster in
 *    /ActualText, which pdf.js does not read, so the letter was read twice. Here each glyph gets its own share:
 *    glyphs drawn alone keep their text, and a cluster with one unknown glyph gives that glyph the rest, until
 *    nothing changes; a glyph drawn in clusters of different texts carries what they have in common (nothing,
 *    for the body Amiri shares between ح and خ). A cluster the writer drew in two runs or without a span is
 *    put together first. A cluster whose glyphs now read as its /ActualText loses the span (pdf.js starts a
 *    new run at every span, cutting a mark from its letter). A glyph with no share of its own (a dot drawn
 *    apart from its letter) is mapped to U+200D, a format character pdf.js drops, and keeps its span for
 *    poppler.
 * 2. **Widths.** Readers take a gap over about 0.1 em between two glyphs for a word space, and pdf.js gives a
 *    combining mark no advance. Amiri kerns ر 0.12 em away from a following ي, and draws a mark on a word's
 *    last letter first, right after the word space. Glyphs get new declared widths (/W, pdf-glyph-widths.ts): a
 *    letter followed by a kerning gap covers it, a mark reaches the next glyph and closes the gap pdf.js would
 *    see after a word space. Every TJ that draws them is written again from the glyphs' places, and the TJs of
 *    a line of Arabic are joined (TJ numbers instead of a Tm, so pdf.js keeps its pen): the pen goes where it
 *    went before, and readers see touching glyphs.
 * 3. **Marks on a word's last letter** (drawn first in the word: over a wide ت, in a text object of their own,
 *    as a line's first glyph) are drawn under a code read as a space and read from a blank glyph put just
 *    before their letter (pdf-word-final-marks.ts, ADR 0104).
 *
 * Anything this code does not expect (object or cross-reference streams, inline images, forms with fonts of
 * their own) leaves the file unchanged: a reading fault is better than a broken PDF.
 */

/** An /ActualText span being read: its text and where its BDC is. */
interface OpenSpan {
  text: string;
  begin: [number, number];
}

class Unsupported extends Error {}

export function repairTextLayer(pdf: Uint8Array): Uint8Array {
  try {
    return repair(pdf) ?? pdf;
  } catch {
    // Unsupported, or a file this reader got wrong: the writer's file as it came.
    return pdf;
  }
}

function repair(pdf: Uint8Array): Uint8Array | undefined {
  const file = Buffer.from(pdf).toString('latin1');
  if (/\/Type\s*\/(ObjStm|XRef)\b/.test(file) || !file.includes('/ToUnicode')) return undefined;
  const objects = parseObjects(file);
  const fonts = new Map<number, Font>();
  const pages: Array<{ content: PdfObject; fontMap: Map<string, Font | undefined> }> = [];
  for (const object of objects.values()) {
    if (!isDict(object.dict)) continue;
    const type = object.dict.get('Type');
    const resources = object.dict.get('Resources');
    if (isName(type, 'Page')) {
      const resourceDict = isRef(resources) ? objects.get(resources.id)?.dict : resources;
      if (!isDict(resourceDict)) throw new Unsupported('page resources');
      const fontMap = pageFonts(resourceDict, objects, fonts);
      const contentsValue = object.dict.get('Contents');
      const refs = Array.isArray(contentsValue) ? contentsValue : [contentsValue];
      for (const ref of refs) {
        const content = isRef(ref) ? objects.get(ref.id) : undefined;
        if (!content?.stream) throw new Unsupported('page contents');
        pages.push({ content, fontMap });
      }
    } else if (resources !== undefined) {
      // A form or pattern with fonts of its own draws text this code does not follow: leave the file.
      const resourceDict = isRef(resources) ? objects.get(resources.id)?.dict : resources;
      if (!isDict(resourceDict) || resourceDict.has('Font')) return undefined;
    }
  }
  // Only Arabic text is repaired: a file without it is left as it is, unread.
  if (![...fonts.values()].some((font) => [...font.toUnicode.values()].some((text) => ARABIC.test(text))))
    return undefined;
  const contents = pages.map(({ content, fontMap }) => readContent(content, fontMap));
  return rewrite(file, objects, fonts, contents);
}

function parseObjects(file: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(file); match; match = header.exec(file)) {
    const lexer = new PdfLexer(file);
    lexer.position = match.index + match[0].length;
    const dict = lexer.next()?.value ?? null;
    const dictEnd = lexer.position - match.index;
    let end: number;
    let stream: PdfObject['stream'];
    const after = /^\s*stream\r?\n/.exec(file.slice(lexer.position, lexer.position + 12));
    if (after) {
      const length = isDict(dict) ? dict.get('Length') : undefined;
      if (typeof length !== 'number') throw new Unsupported('stream length');
      const dataStart = lexer.position + after[0].length;
      const filter = isDict(dict) ? dict.get('Filter') : undefined;
      if (filter !== undefined && !isName(filter, 'FlateDecode')) stream = undefined;
      stream = { raw: file.slice(dataStart, dataStart + length), flate: isName(filter, 'FlateDecode') };
      if (filter !== undefined && !stream.flate) stream = undefined;
      end = file.indexOf('endobj', dataStart + length);
    } else end = file.indexOf('endobj', lexer.position);
    if (end < 0) throw new Unsupported('endobj');
    end += 'endobj'.length;
    objects.set(Number(match[1]), {
      id: Number(match[1]),
      text: file.slice(match.index, end),
      dict,
      dictEnd,
      stream,
    });
    header.lastIndex = end;
  }
  return objects;
}

const streamData = (object: PdfObject): string => {
  if (!object.stream) throw new Unsupported('stream');
  const bytes = Buffer.from(object.stream.raw, 'latin1');
  return (object.stream.flate ? inflateSync(bytes) : bytes).toString('latin1');
};

function pageFonts(
  resources: Map<string, PdfValue>,
  objects: Map<number, PdfObject>,
  fonts: Map<number, Font>,
): Map<string, Font | undefined> {
  const result = new Map<string, Font | undefined>();
  const fontDict = resources.get('Font');
  if (!isDict(fontDict)) return result;
  for (const [name, ref] of fontDict) {
    if (!isRef(ref)) continue;
    if (!fonts.has(ref.id)) {
      const font = readFont(ref.id, objects);
      if (font) fonts.set(ref.id, font);
    }
    result.set(name, fonts.get(ref.id));
  }
  return result;
}

function readFont(id: number, objects: Map<number, PdfObject>): Font | undefined {
  const type0 = objects.get(id);
  if (!type0 || !isDict(type0.dict)) return undefined;
  const dict = type0.dict;
  const descendants = dict.get('DescendantFonts');
  const toUnicodeRef = dict.get('ToUnicode');
  if (!isName(dict.get('Subtype'), 'Type0') || !isName(dict.get('Encoding'), 'Identity-H')) return undefined;
  if (!Array.isArray(descendants) || !isRef(descendants[0]) || !isRef(toUnicodeRef)) return undefined;
  const cidFont = objects.get(descendants[0].id);
  const toUnicodeObject = objects.get(toUnicodeRef.id);
  if (!cidFont || !isDict(cidFont.dict) || !toUnicodeObject?.stream) return undefined;
  const widths = new Map<number, number>();
  const w = cidFont.dict.get('W');
  if (isRef(w)) return undefined;
  if (Array.isArray(w)) {
    for (let index = 0; index < w.length; ) {
      const first = w[index];
      const second = w[index + 1];
      if (typeof first !== 'number') return undefined;
      if (Array.isArray(second)) {
        second.forEach((width, offset) => {
          if (typeof width === 'number') widths.set(first + offset, width);
        });
        index += 2;
      } else {
        const width = w[index + 2];
        if (typeof second !== 'number' || typeof width !== 'number') return undefined;
        for (let cid = first; cid <= second; cid += 1) widths.set(cid, width);
        index += 3;
      }
    }
  }
  const defaultWidth = cidFont.dict.get('DW');
  return {
    type0,
    cidFont,
    toUnicodeObject,
    toUnicode: readCmap(streamData(toUnicodeObject)),
    widths,
    defaultWidth: typeof defaultWidth === 'number' ? defaultWidth : 1000,
    cmapChanged: false,
  };
}

function readCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (value: string) => utf16be(Array.from(Buffer.from(value, 'hex')));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(Number.parseInt(entry[1] as string, 16), hex(entry[2] as string));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const entry of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = Number.parseInt(entry[1] as string, 16);
      const last = Number.parseInt(entry[2] as string, 16);
      const start = hex(entry[3] as string);
      for (let code = first; code <= last && code - first < 256; code += 1)
        map.set(
          code,
          start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + code - first),
        );
    }
  return map;
}

const glyphCodes = (bytes: number[]): number[] => {
  if (bytes.length % 2 !== 0) throw new Unsupported('odd Identity-H string');
  const codes: number[] = [];
  for (let index = 0; index < bytes.length; index += 2)
    codes.push(((bytes[index] as number) << 8) | (bytes[index + 1] as number));
  return codes;
};

function readContent(object: PdfObject, fontMap: Map<string, Font | undefined>): Content {
  const text = streamData(object);
  const content: Content = {
    object,
    text,
    shows: [],
    unfollowed: new Set(),
    spans: [],
    alone: [],
    frames: new Map(),
    actualTexts: [],
  };
  let matrix: PdfValue[] = [];
  // Every glyph drawn, in content order, with the /ActualText span it is drawn in (the innermost), if any.
  const drawn: Array<{ font: Font; glyph: number; span: OpenSpan | undefined }> = [];
  const closed: Array<{ span: OpenSpan; end: [number, number] }> = [];
  const marked: Array<OpenSpan | undefined> = [];
  const lexer = new PdfLexer(text);
  let operands: Array<{ value: PdfValue; start: number }> = [];
  let font: Font | undefined;
  let fontSize = 0;
  let fontKnown = true;
  let line = -1;
  let tm: ShowText['tm'];
  for (let token = lexer.next(); token; token = lexer.next()) {
    const { value } = token;
    if (!isOp(value)) {
      operands.push(token);
      continue;
    }
    const op = value.op;
    if (op === 'BI' || op === 'ID') throw new Unsupported('inline image');
    if (op === "'" || op === '"') throw new Unsupported('text shown by a quote operator');
    if (op === 'Tf') {
      const name = operands[0]?.value;
      const size = operands[1]?.value;
      font = isName(name) ? fontMap.get(name.name) : undefined;
      fontSize = typeof size === 'number' ? size : 0;
      fontKnown = isName(name) && fontMap.has(name.name);
    } else if (op === 'cm') {
      matrix = operands.map((operand) => operand.value);
    } else if (op === 'BT') {
      line += 1;
      tm = undefined;
      const [a, b, c, , x, y] = matrix;
      if (a === 1 && b === 0 && c === 0 && typeof x === 'number' && typeof y === 'number')
        content.frames.set(line, { x, y });
    } else if (op === 'Tm') {
      const [a, b, c, d, e, f] = operands.map((operand) => operand.value);
      if (
        a === 1 &&
        b === 0 &&
        c === 0 &&
        (d === 1 || d === -1) &&
        typeof e === 'number' &&
        typeof f === 'number'
      )
        tm = { start: operands[0]?.start ?? token.start, end: lexer.position, x: e, frame: `${d} ${f}` };
      else content.unfollowed.add(line);
    } else if (['Td', 'TD', 'T*', 'Tc', 'Tw', 'Tz', 'Ts', 'TL'].includes(op)) {
      content.unfollowed.add(line);
    } else if (op === 'BDC' || op === 'BMC') {
      const properties = operands[1]?.value;
      const actual = isDict(properties) ? properties.get('ActualText') : undefined;
      const begin: [number, number] = [operands[0]?.start ?? token.start, lexer.position];
      marked.push(isString(actual) ? { text: utf16be(actual.bytes), begin } : undefined);
    } else if (op === 'EMC') {
      const span = marked.pop();
      if (span) {
        closed.push({ span, end: [token.start, lexer.position] });
        content.actualTexts.push({ text: span.text, begin: span.begin, end: [token.start, lexer.position] });
      }
    } else if ((op === 'TJ' || op === 'Tj') && operands.length > 0) {
      const operand = operands.at(-1);
      if (!font) {
        if (!fontKnown) throw new Unsupported('text in an unknown font');
        // Text in a font this code does not read (a Type3 emoji, a simple font) moves the pen unseen.
        content.unfollowed.add(line);
      } else if (operand) {
        const raw = Array.isArray(operand.value) ? operand.value : [operand.value];
        const items: TjItem[] = raw.map((item) => {
          if (typeof item === 'number') return item;
          if (isString(item)) return glyphCodes(item.bytes);
          throw new Unsupported('TJ operand');
        });
        const span = marked.findLast((entry) => entry !== undefined);
        for (const item of items)
          if (Array.isArray(item)) for (const glyph of item) drawn.push({ font, glyph, span });
        content.shows.push({ font, fontSize, items, start: operand.start, end: lexer.position, line, tm });
        tm = undefined;
      }
    }
    operands = [];
  }
  // The writer sometimes draws a cluster in two runs (a mark moved off the baseline, a tanween hung into the
  // word space) and wraps only one in the span; the glyph drawn just before or after it, outside any span,
  // is then mapped to the whole cluster. Such a neighbour is counted in the cluster.
  const absorbed = new Set<number>();
  for (const { span, end } of closed) {
    const inside = drawn.flatMap((entry, index) => (entry.span === span ? [index] : []));
    const first = inside[0];
    const last = inside.at(-1);
    if (first === undefined || last === undefined) continue;
    const spanFont = drawn[first]?.font;
    const carried = inside.some((index) => spanFont?.toUnicode.get(drawn[index]?.glyph ?? -1) === span.text);
    if (spanFont && !carried)
      for (const index of [first - 1, last + 1]) {
        const neighbour = drawn[index];
        if (
          neighbour &&
          neighbour.span === undefined &&
          neighbour.font === spanFont &&
          spanFont.toUnicode.get(neighbour.glyph) === span.text &&
          !absorbed.has(index)
        ) {
          inside.push(index);
          absorbed.add(index);
          break;
        }
      }
    const glyphs = inside.map((index) => drawn[index] as (typeof drawn)[number]);
    if (glyphs.length >= 2 && glyphs.every((entry) => entry.font === spanFont) && spanFont)
      content.spans.push({
        font: spanFont,
        glyphs: glyphs.map((entry) => entry.glyph),
        text: span.text,
        begin: span.begin,
        end,
      });
    else content.alone.push(...glyphs.map((entry): [Font, number] => [entry.font, entry.glyph]));
  }
  // Where the writer drew a cluster without a span, it mapped each of its glyphs to the whole cluster: two
  // glyphs in a row read as the same letter and mark ("حٍ", "حٍ") are taken as one cluster.
  const free = (index: number) => drawn[index]?.span === undefined && !absorbed.has(index);
  drawn.forEach((entry, index) => {
    if (!free(index)) return;
    const next = drawn[index + 1];
    const text = entry.font.toUnicode.get(entry.glyph);
    if (
      next &&
      free(index + 1) &&
      next.font === entry.font &&
      text &&
      /\p{Mn}/u.test(text) &&
      text.length > 1
    )
      if (next.font.toUnicode.get(next.glyph) === text) {
        content.spans.push({ font: entry.font, glyphs: [entry.glyph, next.glyph], text });
        absorbed.add(index).add(index + 1);
        return;
      }
    content.alone.push([entry.font, entry.glyph]);
  });
  return content;
}

/**
 * Fault 1: each glyph of a multi-glyph cluster mapped to its own share of the cluster's text. Answers the
 * spans whose glyphs now read as their /ActualText: those lose the span, which pdf.js ends a text run at
 * (splitting a mark from its letter) and poppler lays out left to right even in Arabic.
 */
function splitClusters(contents: Content[]): Set<Span> {
  // A glyph drawn alone reads as it is mapped. The writer's mapping of a cluster's first glyph to the whole
  // cluster is not trusted; every other share is worked out from the clusters, one unknown glyph at a time:
  // "اً" drawn as [tanween, alef] with the alef known gives the tanween, which then gives an alef only ever
  // drawn with a tanween, and so on until nothing changes. A glyph given two different shares keeps its
  // mapping.
  const known = new Map<Font, Map<number, string>>();
  const conflicted = new Map<Font, Set<number>>();
  const of = <T>(map: Map<Font, T>, font: Font, make: () => T): T => {
    let value = map.get(font);
    if (value === undefined) {
      value = make();
      map.set(font, value);
    }
    return value;
  };
  const spans = contents.flatMap((content) => content.spans);
  // The writer also draws a cluster's first glyph without a span (a tanween whose alef follows in the next
  // run): mapped to the whole cluster there too, it is not known from that.
  const carriers = new Set(
    spans.flatMap(({ font, glyphs, text }) =>
      glyphs
        .filter((glyph) => font.toUnicode.get(glyph) === text)
        .map((glyph) => `${font.type0.id}:${glyph}`),
    ),
  );
  for (const content of contents)
    for (const [font, glyph] of content.alone) {
      const text = font.toUnicode.get(glyph);
      if (text !== undefined && !(text.length > 1 && carriers.has(`${font.type0.id}:${glyph}`)))
        of(known, font, () => new Map()).set(glyph, text);
    }
  const deduce = () => {
    for (let changed = true; changed; ) {
      changed = false;
      for (const { font, glyphs, text } of spans) {
        const shares = of(known, font, () => new Map());
        const unknown = glyphs.filter((glyph) => !shares.has(glyph));
        if (unknown.length !== 1) continue;
        let rest: string | undefined = text;
        for (const glyph of glyphs) {
          const share = shares.get(glyph);
          if (share === undefined || rest === undefined) continue;
          const at = rest.indexOf(share);
          rest = at >= 0 ? rest.slice(0, at) + rest.slice(at + share.length) : undefined;
        }
        if (!rest) continue;
        shares.set(unknown[0] as number, rest);
        changed = true;
      }
    }
  };
  deduce();
  // A glyph still unknown that is drawn in clusters of different texts carries what they have in common: the
  // mark of "تٍ" and "حٍ", or nothing at all where Amiri draws ح and خ with one body glyph and tells them
  // apart by a second glyph (a dot for خ), which then takes the letter.
  const clustersOf = new Map<Font, Map<number, Set<string>>>();
  for (const { font, glyphs, text } of spans)
    for (const glyph of glyphs) {
      const texts = of(clustersOf, font, () => new Map<number, Set<string>>());
      texts.set(glyph, (texts.get(glyph) ?? new Set()).add(text));
    }
  let carriesNothing = false;
  for (const [font, texts] of clustersOf)
    for (const [glyph, clusters] of texts) {
      const shares = of(known, font, () => new Map());
      const [first = '', ...others] = [...clusters];
      if (shares.has(glyph) || others.length === 0) continue;
      shares.set(glyph, [...first].filter((char) => others.every((text) => text.includes(char))).join(''));
      carriesNothing = true;
    }
  if (carriesNothing) deduce();
  // Check every cluster against the shares: one that does not add up marks its glyphs as conflicted.
  for (const { font, glyphs, text } of spans) {
    const shares = known.get(font);
    const read = glyphs.map((glyph) => shares?.get(glyph) ?? '').join('');
    if (shares && [...read].sort().join('') !== [...text].sort().join(''))
      for (const glyph of glyphs) of(conflicted, font, () => new Set()).add(glyph);
  }
  for (const [font, shares] of known)
    for (const [glyph, share] of shares) {
      // A glyph that carries nothing reads as a joiner (below).
      const text = share || ZERO_WIDTH_JOINER;
      if (!conflicted.get(font)?.has(glyph) && font.toUnicode.get(glyph) !== text) {
        font.toUnicode.set(glyph, text);
        font.cmapChanged = true;
      }
    }
  const resolved = new Set<Span>();
  const letters = (text: string) => [...text].sort().join('');
  for (const content of contents)
    for (const span of content.spans) {
      const { font, glyphs, text } = span;
      // A glyph with no text of its own (a dot drawn apart from its letter) reads as nothing in pdf.js
      // (a format character it drops, where it read a control character); its span stays for poppler.
      for (const glyph of glyphs)
        if (!font.toUnicode.has(glyph)) {
          font.toUnicode.set(glyph, ZERO_WIDTH_JOINER);
          font.cmapChanged = true;
        }
      const read = glyphs.map((glyph) => font.toUnicode.get(glyph) ?? '');
      if (!read.includes(ZERO_WIDTH_JOINER) && letters(read.join('')) === letters(text)) resolved.add(span);
    }
  return resolved;
}

function rewrite(
  file: string,
  objects: Map<number, PdfObject>,
  fonts: Map<number, Font>,
  contents: Content[],
): Uint8Array | undefined {
  const resolved = splitClusters(contents);
  const widths = newWidths(contents);
  const plan = planWordFinalMarks(
    contents,
    widths,
    (font) =>
      isName(isDict(font.cidFont.dict) ? font.cidFont.dict.get('CIDToGIDMap') : undefined, 'Identity') &&
      blankGid(font) >= 0,
  );
  const replaced = new Map<number, string>();
  const added = new Map<number, string>();
  let nextId = Math.max(...objects.keys()) + 1;
  for (const font of fonts.values()) {
    const clones = plan.clones.get(font);
    for (const [code, clone] of clones ?? []) {
      if (clone.text === undefined) continue;
      font.toUnicode.set(code, clone.text);
      font.cmapChanged = true;
    }
    if (font.cmapChanged)
      replaced.set(font.toUnicodeObject.id, withStream(font.toUnicodeObject, writeCmap(font.toUnicode)));
    const changed = new Map([
      ...(widths.get(font) ?? []),
      ...[...(clones ?? [])].map(([code, clone]): [number, number] => [code, clone.width]),
    ]);
    if (changed.size) widths.set(font, changed);
    let cidFont = changed.size ? withWidths(font.cidFont, new Map([...font.widths, ...changed])) : undefined;
    if (clones?.size) {
      const id = nextId++;
      added.set(id, cidToGidMap(id, clones));
      cidFont = (cidFont ?? font.cidFont.text).replace(
        /\/CIDToGIDMap\s*\/Identity/,
        `/CIDToGIDMap ${id} 0 R`,
      );
    }
    if (cidFont) replaced.set(font.cidFont.id, cidFont);
  }
  for (const content of contents) {
    const edits: Array<{ start: number; end: number; text: string }> = [];
    const lines = textLines(content);
    const merged = new Set<ShowText>();
    // In a line of Arabic, the TJs after the first are moved by TJ numbers instead of a Tm: pdf.js sets its
    // pen anew at each Tm, and would see a gap where the widths above moved it.
    for (const line of lines.values())
      if (line.glyphs.some((placed) => ARABIC.test(placed.font.toUnicode.get(placed.glyph) ?? '')))
        line.shows.forEach((show, index) => {
          const previousEnd = line.ends[index - 1];
          if (index === 0 || !show.tm || previousEnd === undefined) return;
          merged.add(show);
          edits.push({ start: show.tm.start, end: show.tm.end, text: '' });
          const lead = -((show.tm.x - previousEnd) / show.fontSize) * 1000;
          edits.push({
            start: show.start,
            end: show.end,
            text: showText(show, widths.get(show.font), lead, plan.edits.get(show)),
          });
        });
    for (const show of content.shows) {
      const changed = widths.get(show.font);
      if (merged.has(show)) continue;
      const edit = plan.edits.get(show);
      if (edit || show.items.some((item) => Array.isArray(item) && item.some((glyph) => changed?.has(glyph))))
        edits.push({ start: show.start, end: show.end, text: showText(show, changed, 0, edit) });
    }
    const removed = [
      ...content.spans.filter((span) => resolved.has(span)),
      ...content.actualTexts.filter((span) => plan.spans.has(span)),
    ];
    // A span can be both (a cluster resolved and read anew): its operators are removed once.
    const seen = new Set<number>();
    for (const { begin, end } of removed)
      if (begin && end && !seen.has(begin[0])) {
        seen.add(begin[0]);
        edits.push({ start: begin[0], end: begin[1], text: '' }, { start: end[0], end: end[1], text: '' });
      }
    if (edits.length === 0) continue;
    edits.sort((a, b) => a.start - b.start);
    let text = '';
    let from = 0;
    for (const edit of edits) {
      text += content.text.slice(from, edit.start) + edit.text;
      from = edit.end;
    }
    replaced.set(content.object.id, withStream(content.object, text + content.text.slice(from)));
  }
  if (replaced.size === 0) return undefined;
  return assemble(file, objects, replaced, added);
}

/** A /CIDToGIDMap stream: every code draws its own glyph, but the new ones (pdf-word-final-marks.ts). */
function cidToGidMap(
  id: number,
  clones: MarkPlan['clones'] extends Map<unknown, infer V> ? V : never,
): string {
  const size = Math.max(...clones.keys()) + 1;
  const map = Buffer.alloc(size * 2);
  for (let code = 0; code < size; code += 1) map.writeUInt16BE(clones.get(code)?.gid ?? code, code * 2);
  const data = deflateSync(map).toString('latin1');
  return `${id} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream\nendobj`;
}

function writeCmap(map: Map<number, string>): string {
  const entries = [...map].filter(([, text]) => text !== '').sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let index = 0; index < entries.length; index += 100) {
    const block = entries.slice(index, index + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([code, text]) => `<${hex4(code)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The object with new stream data (compressed again if it was), its /Length set to match. */
function withStream(object: PdfObject, data: string): string {
  if (!object.stream) throw new Unsupported('stream');
  const raw = object.stream.flate ? deflateSync(Buffer.from(data, 'latin1')).toString('latin1') : data;
  const dict = object.text.slice(0, object.dictEnd).replace(/\/Length\s+\d+/, `/Length ${raw.length}`);
  return `${dict}\nstream\n${raw}\nendstream\nendobj`;
}

function withWidths(object: PdfObject, widths: Map<number, number>): string {
  const dictText = object.text.slice(0, object.dictEnd);
  const key = /\/W(?=[\s[])/.exec(dictText);
  const entries = [...widths]
    .sort(([a], [b]) => a - b)
    // Each width as it was read (Typst writes some as 501.99997): a width rounded here would move every glyph
    // drawn after it by a hair, and the rasteriser may then land it on the next quarter pixel.
    .map(([cid, width]) => `${cid} ${cid} ${width}`)
    .join(' ');
  if (!key) {
    const close = dictText.lastIndexOf('>>');
    return `${dictText.slice(0, close)}  /W [${entries}]\n${object.text.slice(close)}`;
  }
  const lexer = new PdfLexer(object.text);
  lexer.position = key.index + 2;
  lexer.next();
  return `${object.text.slice(0, key.index)}/W [${entries}]${object.text.slice(lexer.position)}`;
}

/** The file written again, object by object, with a new cross-reference table. */
function assemble(
  file: string,
  objects: Map<number, PdfObject>,
  replaced: Map<number, string>,
  added = new Map<number, string>(),
): Uint8Array {
  const firstObject = /\d+ 0 obj\b/.exec(file);
  const trailerAt = file.lastIndexOf('trailer');
  const startxrefAt = file.lastIndexOf('startxref');
  if (!firstObject || trailerAt < 0 || startxrefAt < trailerAt) throw new Unsupported('trailer');
  let output = file.slice(0, firstObject.index);
  const offsets = new Map<number, number>();
  for (const object of objects.values()) {
    offsets.set(object.id, output.length);
    output += `${replaced.get(object.id) ?? object.text}\n\n`;
  }
  for (const [id, text] of added) {
    offsets.set(id, output.length);
    output += `${text}\n\n`;
  }
  const size = Math.max(...offsets.keys()) + 1;
  const xrefAt = output.length;
  output += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id += 1) {
    const offset = offsets.get(id);
    output +=
      offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  const trailer = file.slice(trailerAt, startxrefAt).replace(/\/Size\s+\d+/, `/Size ${size}`);
  output += `${trailer}startxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, 'latin1'));
}
