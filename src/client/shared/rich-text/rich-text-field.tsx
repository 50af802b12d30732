import { lazy, Suspense, useId } from 'react';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import {
  EDITOR_BODY_CLASS,
  EDITOR_FRAME_CLASS,
  EDITOR_TOOL_SIZE_CLASS,
  EDITOR_TOOLBAR_CLASS,
} from './editor-frame';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface RichTextFieldProps extends Omit<RichTextEditorProps, 'id' | 'labelledBy'> {
  label: string;
  hint?: string;
}

/** A labelled rich-text box; the editor's code arrives after the builder's first paint. */
export function RichTextField({ label, hint, ...props }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label id={labelId} htmlFor={id} onClick={() => document.getElementById(id)?.focus()}>
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <Suspense fallback={<EditorStandIn />}>
        <RichTextEditor id={id} labelledBy={labelId} describedBy={hintId} {...props} />
      </Suspense>
    </div>
  );
}

/** The editor's frame, empty, at the editor's own height, until its code arrives. */
function EditorStandIn() {
  return (
    <div className={cn(EDITOR_FRAME_CLASS, 'bg-muted')} aria-busy="true">
      <div className={EDITOR_TOOLBAR_CLASS}>
        <span className={EDITOR_TOOL_SIZE_CLASS} />
      </div>
      <div className={EDITOR_BODY_CLASS} />
    </div>
  );
}
