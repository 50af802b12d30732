import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The raw .eml the e2e server's file outbox holds for this address whose text matches `pattern` (a subject, or
 * for a mail whose headers are encoded, a part of its body), waiting up to 10 s for the queue to send it.
 */
export async function outboxMailTo(email: string, pattern: string | RegExp): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const matches = (eml: string) => (typeof pattern === 'string' ? eml.includes(pattern) : pattern.test(eml));
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      if (eml.includes(`To: ${email}`) && matches(eml)) return eml;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail matching ${String(pattern)} for ${email}`);
}
