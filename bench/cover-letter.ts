import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  COVER_LETTER_TONES,
  type GenerateCoverLetterRequest,
  generateCoverLetterRequestSchema,
} from '../src/domain/cover-letter-generation-api';
import { listSampleResumes } from '../src/domain/sample-resumes';
import { writeCoverLetter } from '../src/server/analysis/cover-letter/write-cover-letter';
import { forgetReadTexts } from '../src/server/analysis/text-cache';
import { startBenchServer } from './bench-server';
import type { BenchResult } from './result';
import { summarize } from './stats';

/**
 * The built-in cover-letter writer (issue 15): the three sample resumes against every labelled job ad in the
 * three tones, in-process (the writer alone, with the job-match analysis it runs) and as
 * POST /api/generate-cover-letter over loopback HTTP.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../tests/fixtures/jobs');

function requests(): GenerateCoverLetterRequest[] {
  const ads = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => {
      const [header = '', text = ''] = readFileSync(path.join(FIXTURES, file), 'utf8').split(/\n---\n/);
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(header)?.[1]?.trim() ?? '';
      return { jobDescription: text, jobTitle: field('title'), company: field('company') };
    });
  return listSampleResumes().flatMap((sample) =>
    ads.flatMap((ad) => COVER_LETTER_TONES.map((tone) => ({ resume: sample.resume, ...ad, tone }))),
  );
}

export async function benchCoverLetter(): Promise<BenchResult[]> {
  const all = requests();
  const inputs = all.map((request) => generateCoverLetterRequestSchema.parse(request));
  const inProcess: number[] = [];
  // CPU time as well as wall time: on a shared machine the wall time also counts other processes' turns.
  const cpu: number[] = [];
  for (let i = 0; i < 600; i++) {
    const input = inputs[i % inputs.length] as (typeof inputs)[number];
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    writeCoverLetter({ ...input, variant: i % 7 });
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuStart);
    if (i >= 50) {
      inProcess.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }

  // Nothing kept: the ad and the resume's fields read for the first time in every letter (issue 31).
  const firstRead: number[] = [];
  for (let i = 0; i < 250; i++) {
    const input = structuredClone(inputs[i % inputs.length] as (typeof inputs)[number]);
    forgetReadTexts();
    const started = performance.now();
    writeCoverLetter({ ...input, variant: i % 7 });
    if (i >= 50) firstRead.push(performance.now() - started);
  }

  const server = await startBenchServer();
  try {
    const overHttp: number[] = [];
    for (let i = 0; i < 300; i++) {
      const body = JSON.stringify({ ...all[i % all.length], variant: i % 7 });
      const started = performance.now();
      const response = await fetch(`${server.url}/api/generate-cover-letter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.json();
      if (!response.ok) throw new Error(`POST /api/generate-cover-letter answered ${response.status}`);
      if (i >= 20) overHttp.push(performance.now() - started);
    }
    const pure = summarize(inProcess);
    const http = summarize(overHttp);
    return [
      { name: 'cover letter, built-in writer in-process (median)', value: pure.median, unit: 'ms' },
      { name: 'cover letter, built-in writer in-process (p95)', value: pure.p95, unit: 'ms' },
      { name: 'cover letter, built-in writer CPU time (median)', value: summarize(cpu).median, unit: 'ms' },
      {
        name: 'cover letter, built-in writer in-process, nothing kept (p95)',
        value: summarize(firstRead).p95,
        unit: 'ms',
      },
      { name: 'POST /api/generate-cover-letter over loopback (median)', value: http.median, unit: 'ms' },
      { name: 'POST /api/generate-cover-letter over loopback (p95)', value: http.p95, unit: 'ms' },
    ];
  } finally {
    await server.close();
  }
}
