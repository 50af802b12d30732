import { CloudOffIcon } from 'lucide-react';
import type { Resume } from '../../../domain/resume';
import { hasResumeContent } from '../../../domain/resume-content';
import { Spinner } from '../../components/ui/spinner';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { LIVE_PREVIEW_TEXTS } from '../../lib/i18n/namespaces/live-preview';
import { useT } from '../../lib/i18n/use-t';
import { PlaceholderPage } from './placeholder-page';
import { ResumeText } from './resume-text';
import { usePreviewPages } from './use-preview-pages';

/**
 * The typeset pages as images, with the resume as hidden text beside them for screen readers. Until the user
 * types anything, a placeholder page stands in and nothing is sent to be typeset.
 */
export function LivePreview({ resume, className }: { resume: Resume; className?: string }) {
  const { t } = useT(LIVE_PREVIEW_TEXTS);
  const isEmpty = !hasResumeContent(resume);
  const { urls, isUnavailable, missingCharacters } = usePreviewPages(resume, { isEnabled: !isEmpty });
  if (isEmpty) {
    return (
      <div className={className}>
        <PlaceholderPage pageSize={resume.pageSize} />
      </div>
    );
  }
  return (
    <div className={className}>
      {isUnavailable ? (
        <p
          role="status"
          className="mb-2 flex items-center gap-2 rounded-md bg-warning-soft px-3 py-2 text-xs text-warning-soft-foreground"
        >
          <CloudOffIcon aria-hidden="true" className="size-4" />
          {t('status.paused')}
        </p>
      ) : null}
      {missingCharacters.length > 0 ? (
        <p
          role="status"
          data-testid="missing-characters"
          className="mb-2 rounded-md bg-warning-soft px-3 py-2 text-xs text-warning-soft-foreground"
        >
          {t('status.missingCharacters')} <span lang="">{missingCharacters.join(' ')}</span>
        </p>
      ) : null}
      {urls.length === 0 ? (
        <div className="flex aspect-[8.5/11] w-full items-center justify-center rounded-md bg-white shadow">
          {isUnavailable ? null : <Spinner label={t('status.loading')} />}
        </div>
      ) : (
        <div className="flex flex-col gap-4" data-testid="preview-pages">
          {urls.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('page.alt', { number: index + 1, total: urls.length })}
              className="w-full rounded-sm bg-white shadow-md"
            />
          ))}
        </div>
      )}
      <VisuallyHidden>
        <ResumeText resume={resume} />
      </VisuallyHidden>
    </div>
  );
}
