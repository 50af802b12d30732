// `npm run language-data`: writes src/server/analysis/data/language-variants.ts from scripts/language-data.ts.
import { writeFileSync } from 'node:fs';
import { languageVariantsSource } from './language-data';

const target = new URL('../src/server/analysis/data/language-variants.ts', import.meta.url);
writeFileSync(target, languageVariantsSource());
console.log(`wrote ${target.pathname}`);
