import { useEffect, useRef } from 'react';
import { useResumeStore } from '../../../shared/resume/resume-store';

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, anywhere in the builder, except where a field keeps its
 * own undo: the rich-text editor (TipTap's history; its changes still reach the resume history as edits, so
 * the buttons undo them too) and the forms whose text is not the resume's yet (a job being added, marked
 * LOCAL_UNDO_ATTRIBUTE), where the browser's own undo applies.
 */

export const LOCAL_UNDO_ATTRIBUTE = 'data-local-undo';

export function undoShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

function hasOwnUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(`[${LOCAL_UNDO_ATTRIBUTE}]`) !== null;
}

export function useUndoShortcuts() {
  const { undo, redo } = useResumeStore();
  const commands = useRef({ undo, redo });
  commands.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || hasOwnUndo(event.target)) return;
      const command = undoShortcut(event);
      if (!command) return;
      // The resume's history, not the browser's, which would undo only the focused input and fight the store.
      event.preventDefault();
      commands.current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
