import { HistoryIcon, Share2Icon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { APP_TEXTS } from '../lib/i18n/namespaces/app';
import { useT } from '../lib/i18n/use-t';
import { useCurrentUser } from '../shared/session/current-user';
import { readDraftLink, subscribeDraftLink } from './draft-link';

const linkClasses = 'inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline';

/**
 * The preview page's links to the open draft's version history and public link (issue 20). Shown only to the
 * signed-in owner of a server draft: a guest's resume has neither.
 */
export function DraftLinks() {
  const { user } = useCurrentUser();
  const { t } = useT(APP_TEXTS);
  const link = useSyncExternalStore(subscribeDraftLink, readDraftLink, () => null);
  if (!user || !link || link.userId !== user.id) return null;
  const base = `/drafts/${encodeURIComponent(link.draftId)}`;
  return (
    <>
      <Link href={`${base}/history`} className={linkClasses}>
        <HistoryIcon aria-hidden="true" className="size-4" />
        {t('draft.history')}
      </Link>
      <Link href={`${base}/share`} className={linkClasses}>
        <Share2Icon aria-hidden="true" className="size-4" />
        {t('draft.share')}
      </Link>
    </>
  );
}
