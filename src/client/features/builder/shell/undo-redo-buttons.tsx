import { Redo2Icon, Undo2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Undo and Redo of every step's changes, beside the title on every builder screen. */
export function UndoRedoButtons() {
  const { t } = useT(BUILDER_TEXTS);
  const { undo, redo, canUndo, canRedo, historyMessage } = useResumeStore();
  // The store announces 'Undone' or 'Redone', with a trailing no-break space when the same words repeat.
  const repeat = historyMessage.endsWith('\u00a0') ? '\u00a0' : '';
  const words = historyMessage.trimEnd();
  const announced =
    words === 'Undone' ? t('history.undone') : words === 'Redone' ? t('history.redone') : words;
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('history.undo')}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('history.undoHint', { keys: `${MOD}Z` })}
        disabled={!canUndo}
        onClick={undo}
      >
        <Undo2Icon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('history.redo')}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t('history.redoHint', { keys: isMac ? '⇧⌘Z' : 'Ctrl+Y' })}
        disabled={!canRedo}
        onClick={redo}
      >
        <Redo2Icon aria-hidden="true" />
      </Button>
      <span role="status" className="sr-only">
        {announced ? `${announced}${repeat}` : ''}
      </span>
    </div>
  );
}
