import { Parser } from 'htmlparser2';

/**
 * word/styles.xml -> what each paragraph or character style implies: its heading level (Heading 1, an
 * outline level, or Title as the name), weight, slant and size, following basedOn chains.
 */

export interface StyleInfo {
  name: string;
  basedOn?: string;
  headingLevel?: number;
  isTitle?: boolean;
  isBold?: boolean;
  isItalic?: boolean;
  /** Points. */
  size?: number;
}

export interface DocxStyles {
  byId: Map<string, StyleInfo>;
  defaultSize: number;
}

const isOn = (attributes: Record<string, string>) => !/^(0|false|off)$/i.test(attributes['w:val'] ?? '');

export function parseStyles(xml: string): DocxStyles {
  const byId = new Map<string, StyleInfo>();
  let defaultSize = 11;
  let current: StyleInfo | undefined;
  let isDefaults = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'w:style') {
          current = { name: '' };
          byId.set(attributes['w:styleid'] ?? attributes['w:styleId'] ?? '', current);
        } else if (name === 'w:docdefaults') isDefaults = true;
        else if (name === 'w:sz' && isDefaults && attributes['w:val'])
          defaultSize = Number(attributes['w:val']) / 2;
        else if (!current) return;
        else if (name === 'w:name') current.name = attributes['w:val'] ?? '';
        else if (name === 'w:basedon') current.basedOn = attributes['w:val'];
        else if (name === 'w:outlinelvl') current.headingLevel = Number(attributes['w:val'] ?? 0) + 1;
        else if (name === 'w:b') current.isBold = isOn(attributes);
        else if (name === 'w:i') current.isItalic = isOn(attributes);
        else if (name === 'w:sz' && attributes['w:val']) current.size = Number(attributes['w:val']) / 2;
      },
      onclosetag(name) {
        if (name === 'w:style') current = undefined;
        if (name === 'w:docdefaults') isDefaults = false;
      },
    },
    { xmlMode: false, lowerCaseTags: true, lowerCaseAttributeNames: false },
  );
  parser.write(xml);
  parser.end();
  for (const style of byId.values()) {
    const heading = /^heading\s*(\d)$/i.exec(style.name);
    if (heading) style.headingLevel = Number(heading[1]);
    if (/^title$/i.test(style.name)) style.isTitle = true;
  }
  return { byId, defaultSize };
}

/** A style with what it inherits filled in (at most a few levels; a cycle stops). */
export function resolveStyle(styles: DocxStyles, id: string | undefined): StyleInfo {
  const chain: StyleInfo[] = [];
  let next = id;
  while (next && chain.length < 8) {
    const style = styles.byId.get(next);
    if (!style) break;
    chain.unshift(style);
    next = style.basedOn;
  }
  return Object.assign({ name: '' }, ...chain);
}
