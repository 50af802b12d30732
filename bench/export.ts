import { benchExportHttp } from './export-http';
import { benchExportRender } from './export-render';
import type { BenchResult } from './result';

/**
 * Issue 6: PDF downloads over HTTP, then in-process PDF/DOCX with react-pdf for comparison. HTTP goes first so
 * the load generator does not share its process with the heap react-pdf leaves behind.
 */
export async function benchExportSuite(): Promise<BenchResult[]> {
  const http = await benchExportHttp();
  return [...(await benchExportRender()), ...http];
}
