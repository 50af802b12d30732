import { useState } from 'react';
import type { CoverLetter } from '../../../domain/cover-letter-api';
import { isPlanActive } from '../../../domain/plans';
import { SaveStatus } from '../../shared/drafts/save-status';
import type { DashboardUser } from '../../shared/session/dashboard-user';
import type { LetterFields } from './letter-autosave';
import { LetterConflictDialog } from './letter-conflict-dialog';
import { LetterDownloads } from './letter-downloads';
import { LetterEditor } from './letter-editor';
import { useLetterAutosave } from './use-letter-autosave';
import { useLetterSources } from './use-letter-sources';

const fieldsOf = (letter: CoverLetter): LetterFields => ({
  title: letter.title,
  draftId: letter.draftId,
  jobId: letter.jobId,
  content: letter.content,
  design: letter.design,
});

/** A signed-in user's letter: autosaved with versions, downloads behind the plan check. */
export function SignedInLetterEditor({ letter, user }: { letter: CoverLetter; user: DashboardUser }) {
  const [fields, setFields] = useState(() => fieldsOf(letter));
  // Remounts the editor when the saved version replaces the user's (its paragraphs are its own state).
  const [generation, setGeneration] = useState(0);
  const autosave = useLetterAutosave(letter.id, letter.version, fields);
  const sources = useLetterSources(user.id);
  const hasPlan = isPlanActive({
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
  });
  const loadSaved = () => {
    const saved = autosave.loadSaved();
    if (!saved) return;
    setFields(fieldsOf(saved));
    setGeneration((n) => n + 1);
  };
  return (
    <main className="flex flex-1 flex-col">
      <LetterEditor
        key={generation}
        fields={fields}
        onChange={setFields}
        resumes={sources.resumes}
        jobs={sources.jobs}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <SaveStatus status={autosave.state.status} />
            <LetterDownloads
              letter={{ id: letter.id, title: fields.title }}
              isPlanActive={hasPlan}
              beforeDownload={autosave.flush}
            />
          </div>
        }
      />
      <LetterConflictDialog
        conflict={autosave.state.conflict}
        onKeepMine={() => void autosave.keepMine()}
        onLoadSaved={loadSaved}
      />
    </main>
  );
}
