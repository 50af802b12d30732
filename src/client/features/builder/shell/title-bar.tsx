import { PencilIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { storedLanguageOf } from '../../../lib/i18n/interface-language-now';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { defaultTitle } from './builder-nav';
import { UndoRedoButtons } from './undo-redo-buttons';

const BAR_CLASSES = 'flex min-h-12 items-center gap-2 border-b border-border bg-background px-4 py-2';

/** The resume's title with inline edit: trimmed, never empty, Enter saves, Escape cancels. */
export function TitleBar() {
  const { t, language } = useT(BUILDER_TEXTS);
  const { state, dispatch } = useResumeStore();
  const { TitleBarStatus, onRename } = useBuilderIntegrations();
  const title = state.title || defaultTitle(state.resume, storedLanguageOf(language));
  const [draft, setDraft] = useState<string | null>(null);
  // Escape unmounts the field, which also blurs it; the blur must not save what Escape cancelled.
  const isCancelled = useRef(false);
  // No title yet (an empty resume, or a saved one still loading): the bar keeps its height, so the title
  // arriving moves nothing below it under the user's pointer (issue 23.3).
  if (!title) {
    return (
      <div className={BAR_CLASSES}>
        {/* As tall as the edit button, so the bar is as tall with or without a title. */}
        <span aria-hidden="true" className="size-10" />
        <span className="ms-auto">
          <UndoRedoButtons />
        </span>
      </div>
    );
  }

  const save = () => {
    if (!isCancelled.current && draft !== null && draft.trim() !== '') {
      const apply = (next: string) => dispatch({ type: 'setTitle', title: next });
      if (onRename) void onRename(draft.trim(), title, apply).catch(() => {});
      else apply(draft);
    }
    isCancelled.current = false;
    setDraft(null);
  };

  return (
    <div className={BAR_CLASSES}>
      {draft === null ? (
        <>
          {/* The resume's name: the user's, or the draft's default ('Ana Ruiz Resume', as drafts store it). */}
          <p className="truncate text-base font-semibold" data-testid="resume-title" translate="no">
            {title}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('title.edit')}
            onClick={() => {
              isCancelled.current = false;
              setDraft(title);
            }}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
        </>
      ) : (
        <Input
          aria-label={t('title.field')}
          // Its text is not the resume's until saved: Ctrl+Z here is the field's own undo.
          data-local-undo=""
          className="max-w-sm"
          // The field appears because the user asked to edit; focusing it is the expected next step.
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') {
              isCancelled.current = true;
              setDraft(null);
            }
          }}
        />
      )}
      <span className="ms-auto flex items-center gap-2">
        {TitleBarStatus ? (
          <span className="text-xs text-muted-foreground">
            <TitleBarStatus />
          </span>
        ) : null}
        <UndoRedoButtons />
      </span>
    </div>
  );
}
