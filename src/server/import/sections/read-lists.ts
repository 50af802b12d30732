import type { TextLine } from './text-line';

/**
 * List-like sections: skills, languages, hobbies. Items are cut at commas, semicolons, bullets, pipes, tabs
 * and wide gaps; a group label ('Languages: TypeScript, Go') is dropped. A language keeps its level.
 */

const ITEM_SEPARATORS = /\s*[,;|•·▪●◦]\s*|\s+\/\s+|\s{2,}|\t/;
const GROUP_LABEL = /^([\p{L}][\p{L} &/-]{1,30}):\s+/u;
/** A list's own numbering ('[1]', '2.', '3)') before an item is not part of it. */
const ENUMERATOR = /^(\[\d+\]|\d+[.)])$/;

const PROFICIENCY =
  /^(native|fluent|advanced|intermediate|basic|beginner|elementary|proficient|conversational|bilingual|mother tongue|professional( working)?( proficiency)?|full professional|limited working|[ABC][12])$/i;
const LEVEL = /^(.+?)\s*(?:\(([^)]+)\)|[-–—:]\s*(.+))$/;

export function listItems(lines: TextLine[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    for (const run of line.runs) {
      if (ENUMERATOR.test(run.text.trim())) continue;
      const text = run.text.replace(GROUP_LABEL, '');
      // A run that is only a label ('Tools:' in bold before the list) names a group, not an item.
      if (/:$/.test(text.trim())) continue;
      for (const part of text.split(ITEM_SEPARATORS)) {
        const item = part
          .replace(/^(and|&)\s+/i, '')
          .replace(/[.]$/, '')
          .trim();
        if (item.length > 0 && item.length <= 80) items.push(item);
      }
    }
  }
  return [...new Set(items)];
}

export function languageItems(lines: TextLine[]): { title: string; proficiency: string }[] {
  // 'English (Native)' and 'English - Native' keep their level; 'English, French' is two languages.
  const joined = lines.flatMap((line) =>
    line.runs.length > 1
      ? [
          line.runs
            .filter((run) => !ENUMERATOR.test(run.text.trim()))
            .map((run) => run.text.replace(/^[\s,;:.–—-]+/, '').replace(/\.$/, ''))
            .join(' - '),
        ]
      : [line.text],
  );
  return joined
    .map((text) =>
      text.replace(/,\s*([^,]+)$/, (whole, level: string) =>
        PROFICIENCY.test(level.trim()) ? ` - ${level}` : whole,
      ),
    )
    .flatMap((text) => text.split(/(?:\s*[,;|•·]\s*|\s+\/\s+)(?![^(]*\))/))
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const level = LEVEL.exec(text);
      return level?.[1]
        ? { title: level[1].trim(), proficiency: (level[2] ?? level[3] ?? '').trim() }
        : { title: text, proficiency: '' };
    });
}
