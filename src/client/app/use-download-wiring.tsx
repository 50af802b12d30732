import { useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import type { Resume } from '../../domain/resume';
import { toast } from '../components/ui/use-toast';
import { createDraft } from '../features/drafts/api/create-draft';
import { patchDraft } from '../features/drafts/api/patch-draft';
import {
  type DraftCalls,
  RESUME_NOT_FOUND_MESSAGE,
  SAVE_FAILED_MESSAGE,
} from '../features/export/download-flow';
import {
  type DownloadFlow,
  useBuilderDownloadFlow,
  usePreviewDownloadFlow,
} from '../features/export/use-download-flow';
import { DRAFT_SAVING_TEXTS } from '../lib/i18n/namespaces/draft-saving';
import { useT } from '../lib/i18n/use-t';
import { listDrafts } from '../shared/drafts/list-drafts';
import { useAuthModal } from '../shared/session/auth-modal';
import { fetchCurrentUser, useCurrentUser } from '../shared/session/current-user';
import { readDraftLink } from './draft-link';
import type { AutosaveBridge } from './draft-sync';

const DRAFT_CALLS: DraftCalls = {
  list: (userId) => listDrafts(userId),
  create: (body) => createDraft(body),
  patch: (id, body) => patchDraft(id, body),
};

/** The draft on screen: the address's resumeId, else the one the local copy is linked to. */
function useDraftIdGetter(userId: string | null): () => string | null {
  const search = useSearch();
  const ref = useRef({ search, userId });
  ref.current = { search, userId };
  return useMemo(
    () => () => {
      const fromAddress = new URLSearchParams(ref.current.search).get('resumeId');
      if (fromAddress) return fromAddress;
      const link = readDraftLink();
      return link && link.userId === ref.current.userId ? link.draftId : null;
    },
    [],
  );
}

/**
 * The download flows of spec section 4 for the builder and for the preview page (and /improve): signed out
 * opens sign-up (and after signing in the check runs again), an active plan opens the format chooser, and
 * otherwise the resume is saved as pending on the way to /loading or /select-plan.
 */
export function useDownloadWiring(mode: 'builder' | 'preview', bridge: AutosaveBridge): DownloadFlow {
  const { user, isLoading } = useCurrentUser();
  const { openAuthModal } = useAuthModal();
  const { t } = useT(DRAFT_SAVING_TEXTS);
  const getDraftId = useDraftIdGetter(user?.id ?? null);
  const last = useRef<{ resume: Resume; title: string } | null>(null);
  const startRef = useRef<DownloadFlow['start'] | null>(null);
  const openSignUp = () =>
    openAuthModal('signup', {
      onSignedIn: () => {
        if (last.current) void startRef.current?.(last.current.resume, last.current.title);
      },
    });

  const builder = useBuilderDownloadFlow({
    user: isLoading ? undefined : user,
    calls: DRAFT_CALLS,
    flushSave: () => bridge.flush?.() ?? Promise.resolve(),
    getDraftId,
    openSignUp,
  });
  const preview = usePreviewDownloadFlow({
    checkUser: async () => (await fetchCurrentUser()).user,
    calls: DRAFT_CALLS,
    getDraftId,
    openSignUp,
  });
  const flow = mode === 'builder' ? builder : preview;
  startRef.current = flow.start;

  // The flow answers section 8's English texts; the toast says them in the interface language, once per error
  // (a later change of language does not show it again).
  const tRef = useRef(t);
  tRef.current = t;
  useEffect(() => {
    if (!flow.error) return;
    const title =
      flow.error === SAVE_FAILED_MESSAGE
        ? tRef.current('download.saveFailed')
        : flow.error === RESUME_NOT_FOUND_MESSAGE
          ? tRef.current('download.notFound')
          : flow.error;
    toast({ title, variant: 'destructive' });
  }, [flow.error]);

  return {
    ...flow,
    start: async (resume, title) => {
      last.current = { resume, title };
      await flow.start(resume, title);
    },
  };
}
