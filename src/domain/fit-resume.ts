import { type Resume, type ResumeInput, resumeSchema } from './resume';

/**
 * An imported resume made to pass our schema instead of being refused: a text over its bound is shortened,
 * an e-mail or address the builder would reject is emptied, a list over its bound is cut, and each change is
 * a warning the review screen shows. Imports come from files we did not write, so this is expected, not rare.
 */

const MAX_PASSES = 20;

type Container = Record<string | number, unknown>;

function parentOf(root: unknown, path: readonly PropertyKey[]): Container | undefined {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Container)[key as string];
  }
  return node && typeof node === 'object' ? (node as Container) : undefined;
}

export function fitToResume(raw: ResumeInput, warnings: string[]): Resume {
  const draft = structuredClone(raw) as unknown;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = resumeSchema.safeParse(draft);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const parent = parentOf(draft, issue.path);
      const key = issue.path.at(-1) as string | number | undefined;
      const where = issue.path.join('.');
      if (!parent || key === undefined) continue;
      const value = parent[key];
      if (issue.code === 'too_big' && typeof value === 'string') {
        parent[key] = value.slice(0, Number(issue.maximum));
        warnings.push(`${where} was shortened to ${issue.maximum} characters`);
      } else if (issue.code === 'too_big' && Array.isArray(value)) {
        parent[key] = value.slice(0, Number(issue.maximum));
        warnings.push(`${where}: only the first ${issue.maximum} items were kept`);
      } else if (typeof value === 'string') {
        parent[key] = '';
        warnings.push(`${where} ("${value.slice(0, 80)}") was left out: ${issue.message}`);
      } else {
        delete parent[key];
        warnings.push(`${where} was left out: ${issue.message}`);
      }
    }
  }
  warnings.push('Parts of the file could not be read');
  return resumeSchema.parse({});
}
