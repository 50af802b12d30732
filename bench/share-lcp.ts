import { getSampleResume } from '../src/domain/sample-resumes';
import { launchChromium } from './browser';
import { coldLoad, type Paint, VIEWPORTS } from './lcp';
import { startProductionServer } from './production-server';
import type { BenchResult } from './result';
import { signUp } from './server-process';
import { summarize } from './stats';

const LOADS = 5;

/** A draft of the two-page sample resume, shared by a public link: the path of that link. */
async function sharedSamplePath(url: string): Promise<string> {
  const cookie = await signUp(url);
  const sample = getSampleResume('01');
  if (!sample) throw new Error('sample 01 is missing');
  const headers = { 'content-type': 'application/json', cookie };
  const created = await fetch(`${url}/api/resume-drafts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Shared resume', data: sample.resume }),
  });
  if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { resumeDraft } = (await created.json()) as { resumeDraft: { id: string } };
  const shared = await fetch(`${url}/api/resume-drafts/${resumeDraft.id}/share`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ enabled: true }),
  });
  if (!shared.ok) throw new Error(`share failed: ${shared.status} ${await shared.text()}`);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}

/** Issue 20: LCP of a shared resume's public page (/r/{slug}) under the landing benchmark's Fast 3G + 4x CPU. */
export async function benchShareLcp(): Promise<BenchResult[]> {
  const server = await startProductionServer();
  const browser = await launchChromium();
  try {
    const path = await sharedSamplePath(server.url);
    const page = `${server.url}${path}`;
    const bytes = (await (await fetch(page, { headers: { 'accept-encoding': 'br' } })).arrayBuffer())
      .byteLength;
    // One unthrottled load first, so the render pool's first start is not in the figures.
    await coldLoad(browser, page, {}).catch(() => undefined);
    const results: BenchResult[] = [];
    for (const [name, options] of Object.entries(VIEWPORTS)) {
      const paints: Paint[] = [];
      for (let i = 0; i < LOADS; i++) paints.push(await coldLoad(browser, page, options));
      const elements = [...new Set(paints.map((paint) => paint.element))].join(', ');
      results.push({
        name: `LCP of a shared 2-page resume /r/{slug} (${name}, Fast 3G + 4x CPU, median of ${LOADS} cold loads; element ${elements})`,
        value: summarize(paints.map((paint) => paint.lcp)).median,
        unit: 'ms',
        target: '< 1500',
      });
    }
    results.push({ name: 'shared page HTML size (decoded)', value: bytes / 1024, unit: 'KB' });
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
