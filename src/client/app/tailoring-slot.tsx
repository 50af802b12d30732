import { useSyncExternalStore } from 'react';
import { TailoringPanel } from '../features/jobs/tailoring/tailoring-panel';
import type { JobPanelProps } from '../shared/resume/builder-integrations';
import { useCurrentUser } from '../shared/session/current-user';
import { readDraftLink, subscribeDraftLink } from './draft-link';

/**
 * The builder's job panel slot: the jobs feature's tailoring panel for the draft the builder's local copy is
 * linked to (draft-link.ts), when a signed-in user owns it. A guest's resume has no job to show.
 */
export function TailoringSlot({ resume, placement }: JobPanelProps) {
  const { user } = useCurrentUser();
  const link = useSyncExternalStore(subscribeDraftLink, readDraftLink);
  if (!user || !link || link.userId !== user.id) return null;
  return (
    // Keyed by draft: another draft opened in the same builder starts from its own memory.
    <TailoringPanel
      key={link.draftId}
      draftId={link.draftId}
      userId={user.id}
      resume={resume}
      placement={placement}
    />
  );
}
