/**
 * JSON text of `value` with one more property, `key`, whose value is JSON text already made (a document just
 * written to the database), placed as is instead of being parsed and serialised again. `value` must be a plain
 * object whose own properties do not include `key`.
 */
export function jsonWithRawProperty(value: object, key: string, rawJson: string): string {
  const json = JSON.stringify(value);
  const separator = json === '{}' ? '' : ',';
  return `${json.slice(0, -1)}${separator}${JSON.stringify(key)}:${rawJson}}`;
}
