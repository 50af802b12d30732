// The resume, with the owner's photo bytes when it shows one (ADR 0057).

import type { LetterInput } from '../view/letter-view';
import type { RenderableResume as Resume } from './photo-image';
import { previewBody } from './preview-body';
import { Typesetter } from './typesetter';

/** A render-pool thread: one Typesetter (compiler and fonts) for the thread's lifetime. */

export type RenderTask =
  | { kind: 'svg'; resume: Resume }
  | { kind: 'pdf'; resume: Resume }
  | { kind: 'preview-body'; resume: Resume; gzip: boolean }
  | { kind: 'letter-svg'; letter: LetterInput }
  | { kind: 'letter-pdf'; letter: LetterInput };

const typesetter = new Typesetter();

export default function render(task: RenderTask): string[] | Uint8Array {
  if (task.kind === 'preview-body') return previewBody(typesetter, task.resume, task.gzip);
  if (task.kind === 'letter-svg') return typesetter.renderLetterSvgPages(task.letter);
  if (task.kind === 'letter-pdf') return typesetter.renderLetterPdf(task.letter);
  return task.kind === 'svg' ? typesetter.renderSvgPages(task.resume) : typesetter.renderPdf(task.resume);
}
