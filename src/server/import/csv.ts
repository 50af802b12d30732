/**
 * RFC 4180 CSV as LinkedIn writes it: quoted fields may hold commas, doubled quotes and line breaks; a UTF-8
 * byte-order mark and CRLF or LF line ends are accepted. Forgiving, never throwing: a quote inside an
 * unquoted field is kept as text and an unterminated quote runs to the end of the file.
 */

export type CsvRow = Record<string, string>;

export function parseCsvRows(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // A blank line is no record.
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (i < source.length) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' && source[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\n' || char === '\r') endRow();
    else field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Records keyed by the header row's names (trimmed); missing cells are ''. */
export function parseCsv(text: string): CsvRow[] {
  const [header, ...records] = parseCsvRows(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return records.map((cells) =>
    Object.fromEntries(names.map((name, index) => [name, (cells[index] ?? '').trim()])),
  );
}
