import type { RenderableResume as Resume } from './photo-image';
import { previewBody } from './preview-body';
import { Typesetter } from './typesetter';

/** A render-pool thread: one Typesetter (compiler and fonts) for the thread's lifetime. */

export type RenderTask =
  | { kind: 'svg'; resume: Resume }
  | { kind: 'pdf'; resume: Resume }
  | { kind: 'preview-body'; resume: Resume; gzip: boolean };

const typesetter = new Typesetter();

export default function render(task: RenderTask): string[] | Uint8Array {
  if (task.kind === 'preview-body') return previewBody(typesetter, task.resume, task.gzip);
  return task.kind === 'svg' ? typesetter.renderSvgPages(task.resume) : typesetter.renderPdf(task.resume);
}
