import { useLocation } from 'wouter';
import { getProgress } from '../../../../domain/progress';
import type { Resume } from '../../../../domain/resume';
import { namedResumeTitle } from '../../../../domain/resume-language';
import { PREVIEW_PAGE_PATH } from '../../../../domain/routes';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';

/** Download from the builder: the downloads feature when wired, else the preview page that offers it. */
export function useDownload(): () => void {
  const { onDownload } = useBuilderIntegrations();
  const { state } = useResumeStore();
  const [, navigate] = useLocation();
  return () => (onDownload ? onDownload(state.resume, state.title) : navigate(PREVIEW_PAGE_PATH));
}

/** Download shows once at least 70% of the steps are complete (spec section 2, 'Builder shell'). */
export function isDownloadShown(resume: Resume): boolean {
  return getProgress(resume).percent >= 70;
}

/** The default title: first name, last name and 'Resume' (spec section 3), in the resume's language; none while both names are blank. */
export function defaultTitle(resume: Resume): string {
  return namedResumeTitle(resume);
}
