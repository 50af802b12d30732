import type { ResumeDraft } from '../../../domain/draft-api';
import { type Resume, resumeSchema } from '../../../domain/resume';
import { ApiError } from '../../lib/http';
import { readJson, readString, removeKey, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The key a guest resume migrates under: made once per guest resume, so tabs and retries make one draft. */
export const MIGRATION_KEY_STORAGE = 'resume-migration-key';
/** The key that has already migrated, so a later load does not send it again. */
export const MIGRATED_KEY_STORAGE = 'resume-migrated-key';

export const MIGRATION_ISSUE_TOAST = {
  title: 'Resume Migration Issue',
  description: "We couldn't save your resume. Please try again or contact support.",
  variant: 'destructive',
} as const;
export const MIGRATION_ERROR_TOAST = {
  title: 'Resume Migration Error',
  description: 'There was an error saving your resume. Please try again.',
  variant: 'destructive',
} as const;

export type MigrationOutcome =
  | { kind: 'none' }
  | { kind: 'migrated'; draftId: string }
  | { kind: 'failed'; toast: typeof MIGRATION_ISSUE_TOAST | typeof MIGRATION_ERROR_TOAST };

export interface MigrationDeps {
  send(body: { title?: string; data: Resume; migrationKey: string }): Promise<ResumeDraft>;
  newKey?(): string;
}

/** Whether the guest typed anything worth keeping: an untouched builder is not migrated. */
export function hasResumeContent(resume: Resume): boolean {
  const texts = [
    ...Object.values(resume.personalDetails),
    ...Object.values(resume.contactInfo),
    resume.summary.content,
  ];
  if (texts.some((value) => value.trim() !== '')) return true;
  return [resume.experience, resume.education, resume.skills, resume.additionalSections].some(
    (list) => list.length,
  );
}

export function migrationKey(newKey: () => string = () => globalThis.crypto.randomUUID()): string {
  const stored = readString(MIGRATION_KEY_STORAGE);
  if (stored) return stored;
  const key = newKey();
  writeString(MIGRATION_KEY_STORAGE, key);
  return key;
}

/** A new guest resume (start over, new=true) gets a new key; the builder calls this when it clears the local copy. */
export function forgetGuestMigration(): void {
  removeKey(MIGRATION_KEY_STORAGE);
  removeKey(MIGRATED_KEY_STORAGE);
}

/**
 * Sends the guest resume kept in the browser to the signed-in account, exactly once per guest resume.
 * The local copy stays whatever happens; on failure the next load tries again.
 */
export async function migrateGuestResume(deps: MigrationDeps): Promise<MigrationOutcome> {
  const resume = readJson(STORAGE_KEYS.resumeData, resumeSchema);
  if (!resume || !hasResumeContent(resume)) return { kind: 'none' };
  const key = migrationKey(deps.newKey);
  if (readString(MIGRATED_KEY_STORAGE) === key) {
    const draftId = readString(STORAGE_KEYS.migratedResumeId);
    if (draftId) return { kind: 'migrated', draftId };
  }
  const title = readString(STORAGE_KEYS.resumeTitle)?.trim() || undefined;
  try {
    const draft = await deps.send({ title, data: resume, migrationKey: key });
    writeString(STORAGE_KEYS.migratedResumeId, draft.id);
    writeString(MIGRATED_KEY_STORAGE, key);
    return { kind: 'migrated', draftId: draft.id };
  } catch (error) {
    console.error('Resume migration failed', error);
    return {
      kind: 'failed',
      toast: error instanceof ApiError ? MIGRATION_ISSUE_TOAST : MIGRATION_ERROR_TOAST,
    };
  }
}
