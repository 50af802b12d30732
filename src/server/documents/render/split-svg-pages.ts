/**
 * typst-ts renders a whole document as ONE SVG with the pages stacked vertically:
 *   <svg viewBox="0 0 W H*n" ...> <style/> <defs class="glyph"/> ... <g class="typst-page" transform="translate(0, y)"
 *   data-page-width="W" data-page-height="H"> ... </g> (next page) ... </svg>
 * The page groups are consecutive and last, so each page becomes its own SVG: the shared head (styles and
 * glyph definitions) plus that page's group moved to the origin, with a one-page viewBox.
 */

const PAGE_MARKER = '<g class="typst-page"';

export function splitSvgPages(svg: string): string[] {
  const starts: number[] = [];
  for (let at = svg.indexOf(PAGE_MARKER); at >= 0; at = svg.indexOf(PAGE_MARKER, at + 1)) starts.push(at);
  const end = svg.lastIndexOf('</svg>');
  const first = starts[0];
  if (first === undefined || end < 0) throw new Error('Unexpected SVG structure: no pages');
  const head = svg.slice(0, first);
  return starts.map((start, index) => {
    const page = svg.slice(start, starts[index + 1] ?? end);
    // Whole points (typst-ts rounds them): at most a sliver of white at the right and bottom edge.
    const width = attribute(page, 'data-page-width');
    const height = attribute(page, 'data-page-height');
    const group = page.replace(/^(<g class="typst-page" transform=")translate\([^)]*\)/, '$1translate(0, 0)');
    return `${pageHead(head, width, height)}${group}</svg>`;
  });
}

function attribute(fragment: string, name: string): string {
  const tag = fragment.slice(0, fragment.indexOf('>'));
  const value = new RegExp(` ${name}="([\\d.]+)"`).exec(tag)?.[1];
  if (!value) throw new Error(`Unexpected SVG structure: no ${name}`);
  return value;
}

/** The root element's size attributes, rewritten for one page; the rest of the head is kept. */
function pageHead(head: string, width: string, height: string): string {
  const rootEnd = head.indexOf('>');
  const root = head
    .slice(0, rootEnd)
    .replace(/viewBox="[^"]*"/, `viewBox="0 0 ${width} ${height}"`)
    .replace(/ width="[^"]*"/, ` width="${width}"`)
    .replace(/ height="[^"]*"/, ` height="${height}"`)
    .replace(/data-width="[^"]*"/, `data-width="${width}"`)
    .replace(/data-height="[^"]*"/, `data-height="${height}"`);
  return root + head.slice(rootEnd);
}
