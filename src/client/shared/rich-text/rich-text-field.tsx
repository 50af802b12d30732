import { lazy, Suspense, useId } from 'react';
import { Label } from '../../components/ui/label';
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
      <Suspense
        fallback={<div className="min-h-36 rounded-md border border-input bg-muted" aria-busy="true" />}
      >
        <RichTextEditor id={id} labelledBy={labelId} describedBy={hintId} {...props} />
      </Suspense>
    </div>
  );
}
