// `npm run language-data`: writes src/server/analysis/data/language-variants.ts, thing-nouns.ts,
// judged-word-compounds.ts and specific-nouns.ts from scripts/language-data.ts, written-names.ts and
// short-words.ts from scripts/written-names-data.ts, and noun-first-forms.ts and noun-first-verbs.ts from
// scripts/noun-first-forms-data.ts.
import { writeFileSync } from 'node:fs';
import {
  judgedWordCompoundsSource,
  languageVariantsSource,
  specificNounsSource,
  thingNounsSource,
} from './language-data';
import { nounFirstFormsSource, nounFirstVerbsSource } from './noun-first-forms-data';
import { shortWordsSource, writtenNamesSource } from './written-names-data';

for (const [file, source] of [
  ['language-variants.ts', languageVariantsSource],
  ['thing-nouns.ts', thingNounsSource],
  ['judged-word-compounds.ts', judgedWordCompoundsSource],
  ['specific-nouns.ts', specificNounsSource],
  ['written-names.ts', writtenNamesSource],
  ['short-words.ts', shortWordsSource],
  ['noun-first-forms.ts', nounFirstFormsSource],
  ['noun-first-verbs.ts', nounFirstVerbsSource],
] as const) {
  const target = new URL(`../src/server/analysis/data/${file}`, import.meta.url);
  writeFileSync(target, source());
  console.log(`wrote ${target.pathname}`);
}
