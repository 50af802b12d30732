import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page and answers its serious and critical violations, as short readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP (script-src 'self') rightly blocks a script tag.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // axe is the global the script above defines.
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
}
