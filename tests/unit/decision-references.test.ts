import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-imports';

/**
 * Code and documents cite decisions as `docs/decisions/0010-export-entitlement.md`, `docs/decisions/0011` or
 * `ADR 0007`: each citation must name a record that exists, under its number (docs/decisions/README.md says
 * why numbers are never reused).
 */

const DECISIONS = path.join(ROOT, 'docs', 'decisions');
const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 4)));

function textFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...textFiles(child));
    else if (/\.(ts|tsx|mjs|md)$/.test(entry.name)) found.push(child);
  }
  return found;
}

const files = [...['src', 'tests', 'bench', 'scripts', 'docs'].flatMap(textFiles), 'README.md'];

describe('citations of decisions', () => {
  it('the index lists every record', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it('name records that exist', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [cited, name] of text.matchAll(/docs\/decisions\/(\d{4}[\w.-]*)/g)) {
        const exists = name?.endsWith('.md') ? records.includes(name) : numbers.has(name?.slice(0, 4) ?? '');
        if (!exists) broken.push(`${file}: ${cited}`);
      }
      for (const [cited, number] of text.matchAll(/\bADRs? (\d{4})\b/g))
        if (!numbers.has(number ?? '')) broken.push(`${file}: ${cited}`);
    }
    expect(broken).toEqual([]);
  });
});
