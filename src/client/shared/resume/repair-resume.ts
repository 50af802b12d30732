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

/**
 * The builder's own copy read back (from localStorage, or kept beside a saved draft): like repairResume, but a
 * value refused only for its format or length (an e-mail typed half-way, 'elena.marquez@') is kept as typed, so a
 * reload or a step change never loses it. Anything else wrong is repaired as repairResume does.
 */
export function restoreTypedResume(input: unknown): Resume | null {
  const candidate: unknown = structuredClone(input);
  const parsed = resumeSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const typed: { path: PropertyKey[]; value: string }[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path as PropertyKey[];
    const value = valueAt(candidate, path);
    // Only strings refused for their format or length; anything structural goes the careful way.
    const isTypedRefusal = issue.code === 'custom' || issue.code === 'too_big';
    if (!isTypedRefusal || typeof value !== 'string') return repairResume(input);
    typed.push({ path, value });
  }
  for (const { path } of typed) setAt(candidate, path, '');
  const blanked = resumeSchema.safeParse(candidate);
  if (!blanked.success) return repairResume(input);
  for (const { path, value } of typed) setAt(blanked.data, path, value);
  return blanked.data;
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value: unknown = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function setAt(root: unknown, path: PropertyKey[], value: string): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (parent !== null && typeof parent === 'object') {
    (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!] = value;
  }
}
