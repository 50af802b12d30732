/**
 * The subset of i18next's message syntax the catalogs use, for English only: `{{name}}` interpolation and
 * plural keys (`key_one`, `key_other`, ... chosen with Intl.PluralRules by `count`). English is rendered with
 * this (under 1 KB) so i18next (about 16 KB gzipped) stays out of every page's first load in English (ADR 0085).
 * A test runs every English message through this and through i18next and requires the same text.
 */

export type Messages = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function formatMessage(
  messages: Messages,
  key: string,
  language: string,
  values?: MessageValues,
): string {
  const count = values?.count;
  const pluralKey =
    typeof count === 'number' ? `${key}_${new Intl.PluralRules(language).select(count)}` : undefined;
  // As i18next: a plural key asked for without a count answers the key itself.
  const message = (pluralKey && messages[pluralKey]) ?? messages[key] ?? key;
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}
