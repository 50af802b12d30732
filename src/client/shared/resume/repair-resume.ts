import { type Resume, resumeSchema } from '../../../domain/resume';

/**
 * A resume the schema accepts, made from what the builder holds. Fields are kept verbatim while typed, so
 * a half-typed email ('ada@') or link fails the schema; such a field falls back to its default here
 * instead of losing the whole resume (on reload) or the whole preview. Null when the input is not a resume.
 */
export function repairResume(input: unknown): Resume | null {
  let candidate: unknown = structuredClone(input);
  // Each pass removes the fields the schema named; a handful of passes covers nested failures.
  for (let pass = 0; pass < 5; pass += 1) {
    const parsed = resumeSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) return null;
      candidate = removeAt(candidate, issue.path as PropertyKey[]);
    }
  }
  return null;
}

function removeAt(root: unknown, path: PropertyKey[]): unknown {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object') return root;
  const last = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete (parent as Record<PropertyKey, unknown>)[last];
  return root;
}
