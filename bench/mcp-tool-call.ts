import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CreatedTokenAnswer } from '../src/domain/personal-token-api';
import { prepareAutosave } from './autosave-put';
import { startBenchServer } from './bench-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

const CALLS = 350;
const WARM_UP = 50;

/**
 * Issue 34: an MCP tool call that reads a resume (get_resume on the 2-page sample 01), made by the SDK's own
 * client over loopback Streamable HTTP with a personal access token, one at a time, 350 calls after 50 of
 * warm-up. Each call is a whole request: the token's lookup, the rate limit, a fresh stateless server and
 * transport, the draft's query and its JSON answer (ADR 0088).
 */
export async function benchMcpToolCall(): Promise<BenchResult[]> {
  // The token's own limit (300 a minute) would stop the run: the figure is the call's time, not the limit.
  const server = await startBenchServer({ RATE_LIMIT_TOKEN_PER_MINUTE: '1000000' });
  try {
    const draft = await prepareAutosave(server.url);
    const created = await fetch(`${server.url}/api/account/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: draft.cookie },
      body: JSON.stringify({ name: 'Bench', scope: 'read', expiresInDays: 30, password: 'Benchmark-123' }),
    });
    if (created.status !== 201)
      throw new Error(`token not created: ${created.status} ${await created.text()}`);
    const { secret } = (await created.json()) as CreatedTokenAnswer;
    const client = new Client({ name: 'resumable-bench', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${secret}` } },
      }),
    );
    const resumeId = draft.path.split('/').at(-1) ?? '';
    const durations: number[] = [];
    for (let i = 0; i < WARM_UP + CALLS; i++) {
      const started = performance.now();
      const result = await client.callTool({ name: 'get_resume', arguments: { resumeId } });
      const elapsed = performance.now() - started;
      if (result.isError) throw new Error(`get_resume failed: ${JSON.stringify(result.content)}`);
      if (i >= WARM_UP) durations.push(elapsed);
    }
    await client.close();
    const summary = summarize(durations);
    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    return [
      { name: `MCP get_resume over loopback, ${database} (median)`, value: summary.median, unit: 'ms' },
      {
        name: `MCP get_resume over loopback, ${database} (p95)`,
        value: summary.p95,
        unit: 'ms',
        target: '<= 20',
      },
    ];
  } finally {
    await server.close();
  }
}
