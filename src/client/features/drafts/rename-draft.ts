import { defaultDraftTitle, type ResumeDraft, TITLE_REQUIRED_MESSAGE } from '../../../domain/draft-api';
import type { Resume } from '../../../domain/resume';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';
import { DRAFT_SAVING_TEXTS } from '../../lib/i18n/namespaces/draft-saving';
import { translateNow } from '../../lib/i18n/translate-now';
import { saveDraft } from './api/save-draft';

/**
 * Renaming through PUT (spec section 8): the title is trimmed and cannot be empty; on failure the title
 * returns to the previous one, the alert shows, and the error is re-thrown.
 */
export async function renameDraft(options: {
  draftId: string;
  /** The version autosave last saw, so a rename never overwrites a newer save from elsewhere. */
  version: number | null;
  title: string;
  previousTitle: string;
  resume: Resume;
  setTitle(title: string): void;
  alert?(message: string): void;
}): Promise<ResumeDraft> {
  const title = options.title.trim();
  if (title === '') throw new Error(TITLE_REQUIRED_MESSAGE);
  options.setTitle(title);
  try {
    return await saveDraft(options.draftId, {
      title,
      data: options.resume,
      ...(options.version === null ? {} : { version: options.version }),
    });
  } catch (error) {
    options.setTitle(options.previousTitle || defaultDraftTitle(options.resume, interfaceLanguageNow()));
    // 'Failed to save title. Please try again.', in the interface language.
    (options.alert ?? globalThis.alert)(translateNow(DRAFT_SAVING_TEXTS, 'rename.failed'));
    throw error;
  }
}
