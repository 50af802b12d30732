import { type Resume, resumeSchema } from '../../../domain/resume';

/**
 * The resume a match report reads. The builder sends whatever it holds, often half-typed: a field whose value
 * breaks the resume's format rules ('elena@' in Email) must not stop the analysis of the rest, so each such
 * value is left out (set to its default) and the rest read. A value of the wrong type ('experience': 'lots')
 * is not half-typed but a wrong request: undefined, and the route answers 400.
 */
const DROPPABLE_ISSUES = new Set(['custom', 'invalid_format', 'too_big', 'invalid_value']);

export function analysableResume(input: unknown): Resume | undefined {
  const candidate: unknown = structuredClone(input);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = resumeSchema.safeParse(candidate);
    if (result.success) return result.data;
    // One at a time: dropping a list item shifts the paths of the issues after it.
    const issue = result.error.issues[0];
    if (!issue || !DROPPABLE_ISSUES.has(issue.code) || !dropAt(candidate, issue.path)) return undefined;
  }
  return undefined;
}

/** Deletes the value at a path (so its default applies); false when there is no field there to drop. */
function dropAt(root: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null) return false;
  const last = path[path.length - 1] as PropertyKey;
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else delete (node as Record<PropertyKey, unknown>)[last];
  return true;
}
