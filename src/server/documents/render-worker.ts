import type { Resume } from '../../domain/resume';
import { Typesetter } from './typesetter';

/** A render-pool thread: one Typesetter (compiler and fonts) for the thread's lifetime. */

export type RenderTask = { kind: 'svg'; resume: Resume } | { kind: 'pdf'; resume: Resume };

const typesetter = new Typesetter();

export default function render(task: RenderTask): string[] | Uint8Array {
  return task.kind === 'svg' ? typesetter.renderSvgPages(task.resume) : typesetter.renderPdf(task.resume);
}
