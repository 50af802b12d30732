import { LayoutDashboardIcon } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { defaultDraftTitle } from '../../domain/draft-api';
import { Button } from '../components/ui/button';
import { BulletSuggestions } from '../features/ai/components/bullet-suggestions';
import { SuggestedSkills } from '../features/ai/components/suggested-skills';
import { SummarySuggestions } from '../features/ai/components/summary-suggestions';
import { createDraft } from '../features/drafts/api/create-draft';
import { getDraft } from '../features/drafts/api/get-draft';
import { readUnsent, unsentFor, writeUnsent } from '../features/drafts/unsent-store';
import { DownloadDialog } from '../features/export/download-dialog';
import { interfaceLanguageNow } from '../lib/i18n/interface-language-now';
import { APP_TEXTS } from '../lib/i18n/namespaces/app';
import { useT } from '../lib/i18n/use-t';
import { forgetGuestMigration } from '../shared/drafts/guest-migration';
import {
  type BuilderIntegrations,
  BuilderIntegrationsProvider,
  type BuilderUser,
} from '../shared/resume/builder-integrations';
import { typedCopyOf } from '../shared/resume/resume-storage';
import { useAuthModal } from '../shared/session/auth-modal';
import { useCurrentUser } from '../shared/session/current-user';
import { readDraftLink, writeDraftLink } from './draft-link';
import { DraftLinks } from './draft-links';
import { AutosaveBridge, AutosaveBridgeContext, DraftSync, TitleBarSaveStatus } from './draft-sync';
import { renderReadBackSummary } from './render-read-back-summary';
import { TailoringSlot } from './tailoring-slot';
import { useDownloadWiring } from './use-download-wiring';

function useBuilderUser(): BuilderUser | null | undefined {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return undefined;
  return user ? { id: user.id, firstName: user.firstName } : null;
}

function DashboardButton() {
  const { user } = useCurrentUser();
  const { t } = useT(APP_TEXTS);
  if (!user) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/dashboard">
        <LayoutDashboardIcon aria-hidden="true" />
        {t('builder.dashboard')}
      </Link>
    </Button>
  );
}

/**
 * The builder with every feature attached: AI suggestions, the signed-in user, the sign-up prompt, server
 * drafts with autosave, and renaming through the draft. The builder itself knows none of these features.
 */
export function BuilderWiring({
  children,
  downloadMode,
}: {
  children: ReactNode;
  /** Which download flow the screen's Download runs (spec section 4): the builder's or the preview page's. */
  downloadMode: 'builder' | 'preview';
}) {
  const { openAuthModal } = useAuthModal();
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const [bridge] = useState(() => new AutosaveBridge());
  const download = useDownloadWiring(downloadMode, bridge);
  const downloadRef = useRef(download);
  downloadRef.current = download;
  const userRef = useRef(user);
  userRef.current = user;

  const value = useMemo<BuilderIntegrations>(
    () => ({
      BulletSuggestions,
      SuggestedSkills,
      SummarySuggestions,
      useCurrentUser: useBuilderUser,
      DashboardButton,
      DraftLinks,
      JobPanel: TailoringSlot,
      // Module-level components: a new identity per render would remount DraftSync and its pending save.
      TitleBarStatus: TitleBarSaveStatus,
      DraftSync,
      onSummaryContinue: () => {
        // The spec's sign-up prompt for a guest; a signed-in user goes on to the preview page.
        if (userRef.current) navigate('/write/preview');
        else openAuthModal('signup');
        return true;
      },
      loadServerDraft: async (id, signal) => {
        const draft = await getDraft(id, signal);
        const unsent = unsentFor(draft, readUnsent());
        bridge.restoredOwnWrites = unsent?.ownWrites ?? [];
        writeDraftLink({
          draftId: draft.id,
          version: unsent?.baseVersion ?? draft.version,
          userId: draft.userId,
          hasUnsent: unsent !== null,
        });
        const saved = unsent?.data ?? draft.data;
        return { resume: typedCopyOf(saved) ?? saved, title: unsent?.title ?? draft.title };
      },
      onStepContinue: async (stepId, resume, title) => {
        // Spec section 4: personal details saved with new=true by a signed-in user creates the draft and
        // continues on contact-info with its id; a guest's work stays in the browser.
        const user = userRef.current;
        const isNew = new URLSearchParams(window.location.search).get('new') === 'true';
        if (stepId !== 'personal-details' || !isNew || !user) return null;
        const draft = await createDraft({
          title: title.trim() || defaultDraftTitle(resume, interfaceLanguageNow()),
          data: resume,
          status: 'draft',
        });
        bridge.createdDraftId = draft.id;
        writeDraftLink({ draftId: draft.id, version: draft.version, userId: draft.userId });
        return `/write/contact-info?resumeId=${encodeURIComponent(draft.id)}`;
      },
      isDraftInEditor: (id) => id === bridge.createdDraftId,
      linkedDraftId: () => readDraftLink()?.draftId ?? null,
      onLocalReset: () => {
        bridge.createdDraftId = null;
        writeDraftLink(null);
        writeUnsent(null);
        forgetGuestMigration();
      },
      onRename: async (title, previousTitle, apply) => {
        if (bridge.rename) await bridge.rename(title, previousTitle, apply);
        else apply(title);
      },
      onDownload: (resume, title) => void downloadRef.current.start(resume, title),
    }),
    [bridge, navigate, openAuthModal],
  );

  return (
    <AutosaveBridgeContext.Provider value={bridge}>
      <BuilderIntegrationsProvider value={value}>
        {children}
        <DownloadDialog {...download.dialog} readBack={renderReadBackSummary} />
      </BuilderIntegrationsProvider>
    </AutosaveBridgeContext.Provider>
  );
}
