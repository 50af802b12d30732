import { readFileSync } from 'node:fs';

/**
 * The V8 flags `npm start` gives the server process (scripts/server-node-flags.json, which scripts/start.mjs
 * imports), for the tests and benchmarks that start the server themselves. Read from the file rather than
 * imported: Playwright's config loader refuses a JSON import without an import attribute.
 */
export const SERVER_NODE_FLAGS: readonly string[] = JSON.parse(
  readFileSync(new URL('./server-node-flags.json', import.meta.url), 'utf8'),
) as string[];
