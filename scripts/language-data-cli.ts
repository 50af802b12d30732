// `npm run language-data`: writes src/server/analysis/data/language-variants.ts and thing-nouns.ts from
// scripts/language-data.ts, and src/server/analysis/data/written-names.ts and short-words.ts from
// scripts/written-names-data.ts.
import { writeFileSync } from 'node:fs';
import { languageVariantsSource, thingNounsSource } from './language-data';
import { shortWordsSource, writtenNamesSource } from './written-names-data';

for (const [file, source] of [
  ['language-variants.ts', languageVariantsSource],
  ['thing-nouns.ts', thingNounsSource],
  ['written-names.ts', writtenNamesSource],
  ['short-words.ts', shortWordsSource],
] as const) {
  const target = new URL(`../src/server/analysis/data/${file}`, import.meta.url);
  writeFileSync(target, source());
  console.log(`wrote ${target.pathname}`);
}
