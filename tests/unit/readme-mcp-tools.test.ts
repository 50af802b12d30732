import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MCP_TOOLS, mcpConfigBlock, mcpCurlExample } from '../../src/domain/mcp-tools';
import { ROOT } from '../support/source-imports';

/**
 * The README's "Use Resumable from your AI assistant" is Markdown, so it cannot import the list of tools the
 * server registers and the page prints: this holds it to that list, and its examples to the ones the page shows.
 */

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const EXAMPLE_ORIGIN = 'https://resumable.example.com';

function section(title: string): string {
  const start = README.indexOf(`## ${title}\n`);
  expect(start, `README has no section "${title}"`).toBeGreaterThanOrEqual(0);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end === -1 ? undefined : end);
}

describe('README: Use Resumable from your AI assistant', () => {
  const text = section('Use Resumable from your AI assistant');

  it('lists every MCP tool once, in order, with its scope and its line', () => {
    const listed = [...text.matchAll(/^- `([a-z_]+)`( \(read and write\))?: (.+)$/gm)].map((match) => ({
      name: match[1],
      scope: match[2] ? 'write' : 'read',
      summary: match[3],
    }));
    expect(listed).toEqual(MCP_TOOLS.map(({ name, scope, summary }) => ({ name, scope, summary })));
  });

  it("gives the page's config block and curl example", () => {
    expect(text).toContain(`\`\`\`json\n${mcpConfigBlock(EXAMPLE_ORIGIN)}\n\`\`\``);
    expect(text).toContain(`\`\`\`sh\n${mcpCurlExample(EXAMPLE_ORIGIN)}\n\`\`\``);
  });
});
