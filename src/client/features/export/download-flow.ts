import { defaultDraftTitle } from '../../../domain/draft-api';
import type { InterfaceLanguage } from '../../../domain/interface-languages';
import { isPlanActive } from '../../../domain/plans';
import type { Resume } from '../../../domain/resume';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';

/**
 * The download flows of spec section 4 as plain async functions over injected calls, so they are tested
 * without a browser and the hooks only hold state. Each answers what the screen must do next.
 */

export interface FlowUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionStatus: string | null;
  subscriptionExpiresAt: string | Date | null;
}

export interface DraftCalls {
  /** The user's drafts, latest first (GET /api/resume-drafts/user/{id}). */
  list(userId: string): Promise<{ id: string }[]>;
  create(body: { title: string; data: Resume; status?: 'draft' | 'pending' }): Promise<{ id: string }>;
  patch(id: string, body: { title: string; data: Resume; status: 'pending' }): Promise<{ id: string }>;
}

export type FlowOutcome =
  | { kind: 'sign-up' }
  | { kind: 'choose-format'; draftId: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'error'; message: string };

export const SAVE_FAILED_MESSAGE = 'Failed to save your resume. Please try again.';
export const RESUME_NOT_FOUND_MESSAGE =
  'Unable to find your resume data. Please try again or contact support.';

/** The saved title, or first and last name plus 'Resume' (spec section 4), in the resume's language ('My Resume' in the interface language while the names are blank). */
export function pendingDraftTitle(
  title: string,
  resume: Resume,
  language: InterfaceLanguage = interfaceLanguageNow(),
): string {
  return title.trim() || defaultDraftTitle(resume, language);
}

async function resolveDraftId(
  user: FlowUser,
  input: { draftId: string | null; title: string; resume: Resume; calls: DraftCalls },
): Promise<string | null> {
  if (input.draftId) return input.draftId;
  const [latest] = await input.calls.list(user.id);
  if (latest) return latest.id;
  const created = await input.calls.create({
    title: pendingDraftTitle(input.title, input.resume),
    data: input.resume,
  });
  return created.id ?? null;
}

export interface BuilderDownloadInput {
  /** undefined while the sign-in check runs counts as signed out: the modal offers sign-in. */
  user: FlowUser | null | undefined;
  resume: Resume;
  title: string;
  draftId: string | null;
  calls: DraftCalls;
  /** Sends the autosave now, so the export carries the latest edit. */
  flushSave?: () => Promise<void>;
  rememberMigratedResumeId(id: string): void;
}

/** Builder: signed out -> sign-up; active -> format chooser; otherwise save as pending and go to /loading. */
export async function runBuilderDownload(input: BuilderDownloadInput): Promise<FlowOutcome> {
  const { user } = input;
  if (!user) return { kind: 'sign-up' };
  if (isPlanActive(user)) {
    try {
      await input.flushSave?.();
      const draftId = await resolveDraftId(user, input);
      return draftId
        ? { kind: 'choose-format', draftId }
        : { kind: 'error', message: RESUME_NOT_FOUND_MESSAGE };
    } catch {
      return { kind: 'error', message: RESUME_NOT_FOUND_MESSAGE };
    }
  }
  try {
    const body = {
      title: pendingDraftTitle(input.title, input.resume),
      data: input.resume,
      status: 'pending' as const,
    };
    const saved = input.draftId
      ? await input.calls.patch(input.draftId, body)
      : await input.calls.create(body);
    input.rememberMigratedResumeId(saved.id);
    return { kind: 'navigate', to: '/loading' };
  } catch {
    return { kind: 'error', message: SAVE_FAILED_MESSAGE };
  }
}

export interface PreviewDownloadInput {
  checkUser(): Promise<FlowUser | null>;
  resume: Resume;
  title: string;
  draftId: string | null;
  calls: DraftCalls;
}

/** Preview page and /improve: active -> format dialog; signed in otherwise -> /select-plan; else sign-up. */
export async function runPreviewDownload(input: PreviewDownloadInput): Promise<FlowOutcome> {
  let user: FlowUser | null;
  try {
    user = await input.checkUser();
  } catch {
    return { kind: 'sign-up' };
  }
  if (!user) return { kind: 'sign-up' };
  if (!isPlanActive(user)) return { kind: 'navigate', to: '/select-plan' };
  try {
    const draftId = await resolveDraftId(user, input);
    return draftId
      ? { kind: 'choose-format', draftId }
      : { kind: 'error', message: RESUME_NOT_FOUND_MESSAGE };
  } catch {
    return { kind: 'error', message: RESUME_NOT_FOUND_MESSAGE };
  }
}
