import { useLocation } from 'wouter';
import { defaultDraftTitle } from '../../../domain/draft-api';
import type { Resume } from '../../../domain/resume';
import { isBlankRichText } from '../../../domain/rich-text';
import { createDraft } from '../../features/drafts/api/create-draft';
import ImportPage from '../../features/import/import-page';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';
import { APP_TEXTS } from '../../lib/i18n/namespaces/app';
import { translateNow } from '../../lib/i18n/translate-now';
import { readStoredResume, writeStoredResume } from '../../shared/resume/resume-storage';
import { useCurrentUser } from '../../shared/session/current-user';

/** Anything typed in the guest's resume: an import must not replace it. */
function hasContent(resume: Resume | null): boolean {
  if (!resume) return false;
  const { personalDetails: p, contactInfo: c } = resume;
  return (
    [p.firstName, p.lastName, p.jobTitle, c.email, c.phone].some((value) => value.trim() !== '') ||
    !isBlankRichText(resume.summary.content) ||
    resume.experience.length +
      resume.education.length +
      resume.skills.length +
      resume.additionalSections.length >
      0
  );
}

/** A read resume into the builder: a signed-in user gets a new draft, a guest the browser's resume (only if it is empty). */
export function useContinueInBuilder(): (resume: Resume) => Promise<void> {
  const [, navigate] = useLocation();
  const { isSignedIn } = useCurrentUser();
  async function use(resume: Resume) {
    if (isSignedIn) {
      const draft = await createDraft({
        title: defaultDraftTitle(resume, interfaceLanguageNow()),
        data: resume,
      });
      navigate(`/write/personal-details?resumeId=${encodeURIComponent(draft.id)}`);
      return;
    }
    if (hasContent(readStoredResume())) throw new Error(translateNow(APP_TEXTS, 'import.guestResumeExists'));
    writeStoredResume(resume, defaultDraftTitle(resume, interfaceLanguageNow()));
    navigate('/write/personal-details');
  }
  return use;
}

/** The import page, wired to the builder. */
export default function ImportScreen() {
  return <ImportPage onUse={useContinueInBuilder()} />;
}
