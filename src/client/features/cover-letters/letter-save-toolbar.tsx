import type { CoverLetter } from '../../../domain/cover-letter-api';
import { SaveStatus } from '../../shared/drafts/save-status';
import type { LetterFields } from './letter-autosave';
import { LetterConflictDialog } from './letter-conflict-dialog';
import { LetterDownloads } from './letter-downloads';
import { useLetterAutosave } from './use-letter-autosave';

/**
 * A saved letter's toolbar: it owns the autosave (so a letter created on its first edit gets one without the
 * editor beside it being remounted), shows where saving stands, the downloads and the conflict dialog.
 */
export function LetterSaveToolbar({
  letter,
  fields,
  saved,
  hasPlan,
  onLoadSaved,
}: {
  letter: CoverLetter;
  fields: LetterFields;
  /** What a letter created on its first edit holds on the server (`fields` may be ahead of it). */
  saved?: LetterFields;
  hasPlan: boolean;
  /** The server's letter replaces the user's after a conflict. */
  onLoadSaved(saved: CoverLetter): void;
}) {
  const autosave = useLetterAutosave(letter.id, letter.version, fields, saved);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* A letter just created says so even when nothing typed since is left to save. */}
      <SaveStatus status={saved && autosave.state.status === 'idle' ? 'saved' : autosave.state.status} />
      <LetterDownloads
        letter={{ id: letter.id, title: fields.title }}
        isPlanActive={hasPlan}
        beforeDownload={autosave.flush}
      />
      <LetterConflictDialog
        conflict={autosave.state.conflict}
        onKeepMine={() => void autosave.keepMine()}
        onLoadSaved={() => {
          const server = autosave.loadSaved();
          if (server) onLoadSaved(server);
        }}
      />
    </div>
  );
}
