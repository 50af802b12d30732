import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CoverLetter } from '../../../domain/cover-letter-api';
import { isPlanActive } from '../../../domain/plans';
import { coverLetterKeys, createCoverLetter } from '../../shared/cover-letters/cover-letter-queries';
import type { DashboardUser } from '../../shared/session/dashboard-user';
import { FirstLetterSave } from './first-letter-save';
import { FirstSaveToolbar } from './first-save-toolbar';
import { clearGuestLetter } from './guest-letter-storage';
import type { LetterFields } from './letter-autosave';
import { LetterEditor } from './letter-editor';
import { LetterSaveToolbar } from './letter-save-toolbar';
import { withJobTitle } from './new-letter-fields';
import { useLetterSources } from './use-letter-sources';

const fieldsOf = (letter: CoverLetter): LetterFields => ({
  title: letter.title,
  draftId: letter.draftId,
  jobId: letter.jobId,
  content: letter.content,
  design: letter.design,
});

/** A letter in the account, or a new one that is created on its first edit (ADR 0077). */
export type LetterStart =
  | { kind: 'saved'; letter: CoverLetter }
  /** `isGuestLetter`: the fields are the letter written as a guest here, moved into the account at once. */
  | { kind: 'new'; fields: LetterFields; isGuestLetter: boolean };

/**
 * A signed-in user's letter: autosaved with versions, downloads behind the plan check. A new letter is the
 * same editor, unsaved until its first edit creates it; the editor is not remounted then, so focus, caret
 * and whatever is typed meanwhile stay.
 */
export function SignedInLetterEditor({
  start,
  user,
  onCreated,
}: {
  start: LetterStart;
  user: DashboardUser;
  onCreated?(letter: CoverLetter): void;
}) {
  const queryClient = useQueryClient();
  // One object for the fields and what the server holds, so the autosave sees no edit in a loaded letter.
  const [initial] = useState(() => (start.kind === 'saved' ? fieldsOf(start.letter) : start.fields));
  const [fields, setFields] = useState(initial);
  // What the server holds; `isCreatedHere`: created by this editor's first edit, maybe behind the fields.
  const [saved, setSaved] = useState<{
    letter: CoverLetter;
    fields: LetterFields;
    isCreatedHere: boolean;
  } | null>(() =>
    start.kind === 'saved' ? { letter: start.letter, fields: initial, isCreatedHere: false } : null,
  );
  const latest = useRef(fields);
  latest.current = fields;
  // Remounts the editor when the saved version replaces the user's (its paragraphs are its own state).
  const [generation, setGeneration] = useState(0);
  const sources = useLetterSources(user.id);
  const hasPlan = isPlanActive({
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
  });

  const [guestLetter] = useState(() => (start.kind === 'new' && start.isGuestLetter ? start.fields : null));
  // The create answers after renders that may bring a new callback, or after the user left the page (then
  // the address must not jump back to the letter).
  const announceCreated = useRef(onCreated);
  announceCreated.current = onCreated;
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  const [firstSave] = useState(
    () =>
      new FirstLetterSave({
        create: (sent) => createCoverLetter(sent),
        onCreated: (letter, sent) => {
          if (guestLetter) clearGuestLetter();
          queryClient.setQueryData(coverLetterKeys.detail(letter.id), letter);
          void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all, exact: true });
          setSaved({ letter, fields: sent, isCreatedHere: true });
          if (isMounted.current) announceCreated.current?.(letter);
        },
      }),
  );
  const firstSaveState = useSyncExternalStore(firstSave.subscribe, firstSave.getState, firstSave.getState);
  // The guest's letter is already written: it goes into the account without waiting for an edit.
  useEffect(() => {
    if (guestLetter) firstSave.change(guestLetter);
  }, [firstSave, guestLetter]);

  const change = (next: LetterFields) => {
    const named = saved ? next : withJobTitle(latest.current, next, sources.jobs);
    latest.current = named;
    setFields(named);
    if (!saved) firstSave.change(named);
  };

  return (
    <main className="flex flex-1 flex-col">
      <LetterEditor
        key={generation}
        fields={fields}
        onChange={change}
        resumes={sources.resumes}
        jobs={sources.jobs}
        toolbar={
          saved ? (
            <LetterSaveToolbar
              letter={saved.letter}
              fields={fields}
              {...(saved.isCreatedHere ? { saved: saved.fields } : {})}
              hasPlan={hasPlan}
              onLoadSaved={(server) => {
                const loaded = fieldsOf(server);
                setFields(loaded);
                setSaved({ letter: server, fields: loaded, isCreatedHere: false });
                setGeneration((n) => n + 1);
              }}
            />
          ) : (
            <FirstSaveToolbar state={firstSaveState} onRetry={() => firstSave.retry(latest.current)} />
          )
        }
      />
    </main>
  );
}
