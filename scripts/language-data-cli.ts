// `npm run language-data`: writes src/server/analysis/data/language-variants.ts and thing-nouns.ts from
// scripts/language-data.ts.
import { writeFileSync } from 'node:fs';
import { languageVariantsSource, thingNounsSource } from './language-data';

const target = new URL('../src/server/analysis/data/language-variants.ts', import.meta.url);
writeFileSync(target, languageVariantsSource());
console.log(`wrote ${target.pathname}`);

const things = new URL('../src/server/analysis/data/thing-nouns.ts', import.meta.url);
writeFileSync(things, thingNounsSource());
console.log(`wrote ${things.pathname}`);
