import { afterAll, describe, expect, it } from 'vitest';
import { sampleLetter } from '../../../../tests/support/letter-fixtures';
import { pdfInfo } from '../../../../tests/support/pdf-inspect';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { createInProcessRenderer, createRenderPool, workerExecArgv } from './render-pool';

describe('render pool', () => {
  const pool = createRenderPool(2);
  afterAll(() => pool.close());

  it('renders previews and PDFs on worker threads, concurrently', async () => {
    const names = ['Ada', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances'];
    const results = await Promise.all(
      names.map((firstName) =>
        pool.renderPreview(sampleResume({ personalDetails: { firstName, lastName: 'Tester' } })),
      ),
    );
    results.forEach((pages, index) => {
      expect(pages).toHaveLength(1);
      expect(pages[0]!.includes(`${names[index]} Tester`)).toBe(true);
    });
    const [pdf, longPages] = await Promise.all([
      pool.renderPdf(sampleResume()),
      pool.renderPreview(longResume()),
    ]);
    expect((await pdfInfo(pdf)).title).toBe('Ada Lovelace Resume');
    expect(longPages.length).toBeGreaterThanOrEqual(2);
  });

  it('typesets cover letters on the worker threads too', async () => {
    const [pages, pdf] = await Promise.all([
      pool.renderLetterPreview(sampleLetter({ template: 'compact' })),
      pool.renderLetterPdf(sampleLetter()),
    ]);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.includes('Charles Babbage')).toBe(true);
    expect((await pdfInfo(pdf)).title).toBe('Ada Lovelace Cover Letter');
  });

  it('rejects, and keeps working, when a task fails', async () => {
    // Not a parsed resume: the view model throws inside the worker.
    await expect(pool.renderPreview({} as never)).rejects.toThrow();
    expect(await pool.renderPreview(sampleResume())).toHaveLength(1);
  });

  it('has an in-process variant with the same interface', async () => {
    const renderer = createInProcessRenderer();
    expect(await renderer.renderPreview(sampleResume())).toHaveLength(1);
    await renderer.close();
  });
});

describe('workerExecArgv', () => {
  it("passes the server's loaders to workers and nothing Node refuses in a worker", () => {
    expect(
      workerExecArgv(['--max-semi-space-size=32', '--import', 'tsx', '--cpu-prof', '--require=./x.cjs']),
    ).toEqual(['--import', 'tsx', '--require=./x.cjs']);
  });

  it('adds the TypeScript loader when the process has none (under Vitest)', () => {
    expect(workerExecArgv(['--max-old-space-size=512'])).toEqual(['--import', 'tsx']);
    expect(workerExecArgv(['--import=tsx'])).toEqual(['--import=tsx']);
  });

  it('adds no loader for the built (JavaScript) worker', () => {
    expect(workerExecArgv(['--max-semi-space-size=32'], false)).toEqual([]);
  });
});
