import { Redo2Icon, Undo2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useResumeStore } from '../../../shared/resume/resume-store';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

/** Undo and Redo of every step's changes, beside the title on every builder screen. */
export function UndoRedoButtons() {
  const { undo, redo, canUndo, canRedo, historyMessage } = useResumeStore();
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Undo"
        aria-keyshortcuts="Control+Z Meta+Z"
        title={`Undo (${MOD}Z)`}
        disabled={!canUndo}
        onClick={undo}
      >
        <Undo2Icon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Redo"
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={`Redo (${isMac ? '⇧⌘Z' : 'Ctrl+Y'})`}
        disabled={!canRedo}
        onClick={redo}
      >
        <Redo2Icon aria-hidden="true" />
      </Button>
      <span role="status" className="sr-only">
        {historyMessage}
      </span>
    </div>
  );
}
