/**
 * A PDF written by hand, as small tools and old exporters write them: standard 14 fonts (Helvetica,
 * Times), absolute text positions, no tags, an xref table. Enough to test a reader against files we did not
 * typeset, and to make broken ones (encrypted, scanned, huge) on purpose.
 */

export interface HandText {
  x: number;
  /** From the top of the page. */
  y: number;
  text: string;
  size?: number;
  font?: 'regular' | 'bold' | 'italic' | 'serif' | 'serif-bold' | 'serif-italic';
}

export interface HandPdfOptions {
  /** Extra entries for the trailer, e.g. an /Encrypt dictionary. */
  trailer?: string;
  /** Page content drawn instead of text (a scanned page is one image, here a filled rectangle). */
  rawContent?: string[];
  width?: number;
  height?: number;
}

const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  serif: 'Times-Roman',
  'serif-bold': 'Times-Bold',
  'serif-italic': 'Times-Italic',
} as const;
const FONT_KEYS = Object.keys(FONTS) as (keyof typeof FONTS)[];

const escapePdfText = (text: string) =>
  text
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/[^\x20-\x7e]/g, (char) => {
      // WinAnsi bullets and dashes, the rest as '?'.
      const code = { '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '·': 0xb7, '▪': 0x95, é: 0xe9 }[char];
      return code ? `\\${code.toString(8).padStart(3, '0')}` : '?';
    });

export function handPdf(pages: HandText[][], options: HandPdfOptions = {}): Uint8Array {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const objects: string[] = [];
  // Object numbers start at 1: the count after the push is the new object's number.
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesId = add('');
  const fontIds = FONT_KEYS.map((key) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS[key]} /Encoding /WinAnsiEncoding >>`),
  );
  const fontResources = FONT_KEYS.map((_key, index) => `/F${index} ${fontIds[index]} 0 R`).join(' ');
  const pageIds: number[] = [];
  const contents =
    options.rawContent ??
    pages.map((texts) =>
      texts
        .map((t) => {
          const font = FONT_KEYS.indexOf(t.font ?? 'regular');
          return `BT /F${font} ${t.size ?? 10} Tf ${t.x} ${height - t.y} Td (${escapePdfText(t.text)}) Tj ET`;
        })
        .join('\n'),
    );
  for (const content of contents) {
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << ${fontResources} >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R ${options.trailer ?? ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
