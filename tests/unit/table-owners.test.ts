import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, ROOT, sourceFiles } from '../support/source-imports';

/**
 * One area owns each table: only its modules import the table from the schema; the other areas call its verbs
 * (drafts/draft-access.ts for resume_drafts). Tests may read any table to check what happened. A new area's
 * tables go into this list with their owner.
 */
const OWNERS: Record<string, string> = {
  resumeDrafts: 'src/server/drafts',
  ResumeDraftRow: 'src/server/drafts',
  documentExports: 'src/server/drafts',
  checkoutSessions: 'src/server/billing',
  CheckoutSessionRow: 'src/server/billing',
  processedWebhookEvents: 'src/server/billing',
  sessions: 'src/server/auth',
  passwordResetTokens: 'src/server/auth',
  oauthAccounts: 'src/server/auth',
  jobs: 'src/server/jobs',
  JobRow: 'src/server/jobs',
  coverLetters: 'src/server/cover-letters',
  CoverLetterRow: 'src/server/cover-letters',
  draftVersions: 'src/server/drafts',
  DraftVersionRow: 'src/server/drafts',
  draftShares: 'src/server/drafts',
  DraftShareRow: 'src/server/drafts',
  retainedPayments: 'src/server/billing',
  emailChangeRequests: 'src/server/auth',
  twoFactorTotp: 'src/server/auth',
  twoFactorRecoveryCodes: 'src/server/auth',
  passkeys: 'src/server/account',
  resumePhotos: 'src/server/photos',
  ResumePhotoRow: 'src/server/photos',
  accountExports: 'src/server/account',
  personalTokens: 'src/server/auth',
  PersonalTokenRow: 'src/server/auth',
  jobApplicationsSent: 'src/server/applications',
  JobApplicationSentRow: 'src/server/applications',
};

/** The names a module imports from the schema module (`import { a, type B } from '../db/schema'`). */
function schemaNamesImportedBy(file: string, text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
    const specifier = match[2] ?? '';
    if (!/(^|\/)db\/schema$/.test(specifier) && !(specifier === './schema' && file.includes('/db/')))
      continue;
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

describe('table owners', () => {
  const files = sourceFiles('src/server').filter((file) => !isTestFile(file) && !file.includes('/db/'));

  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

  it('are checked on the real imports (billing reads its own checkout sessions)', () => {
    const file = path.join('src', 'server', 'billing', 'get-checkout-session.ts');
    expect(schemaNamesImportedBy(file, read(file))).toContain('checkoutSessions');
    expect(importsOf(file).some((entry) => entry.specifier === '../db/schema')).toBe(true);
  });

  it('are the only areas that import their tables', () => {
    const trespasses = files.flatMap((file) =>
      schemaNamesImportedBy(file, read(file))
        .filter((name) => OWNERS[name] !== undefined && !file.startsWith(`${OWNERS[name]}/`))
        .map((name) => `${file} imports ${name} (owned by ${OWNERS[name]})`),
    );
    expect(trespasses).toEqual([]);
  });
});
