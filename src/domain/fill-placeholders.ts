/**
 * A text's `{{name}}` parts filled in from `values`, in one pass: a value is never read as a frame itself, so a
 * user's "{{name}}" stays as they wrote it. A part with no value is left as it is.
 */
export function fillPlaceholders(frame: string, values: Readonly<Record<string, string>>): string {
  return frame.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
