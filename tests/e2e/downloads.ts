import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** What a click downloads: the file name the server suggests and the file's bytes. */
export async function downloaded(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
