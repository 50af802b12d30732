/**
 * The part of i18next's message format the catalogs use: `{{name}}` interpolation and plural keys (`key_one`,
 * `key_few`, `key_other`, ... chosen with Intl.PluralRules by `count`). Every language is rendered with this
 * (under 1 KB); i18next itself is only the catalogs' format, which translators' tools read, and is not shipped
 * (ADR 0085). A test runs every message of every catalog through this and through i18next and requires the
 * same text.
 */

export type Messages = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The message a key names in a language, the plural form chosen by `count`; undefined when the catalog lacks it. */
export function findMessage(
  messages: Messages,
  key: string,
  language: string,
  values?: MessageValues,
): string | undefined {
  const count = values?.count;
  const pluralKey =
    typeof count === 'number' ? `${key}_${new Intl.PluralRules(language).select(count)}` : undefined;
  return (pluralKey && messages[pluralKey]) ?? messages[key];
}

export function interpolate(message: string, values?: MessageValues): string {
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

export function formatMessage(
  messages: Messages,
  key: string,
  language: string,
  values?: MessageValues,
): string {
  // As i18next: a key the catalog lacks (or a plural key asked for without a count) answers the key itself.
  return interpolate(findMessage(messages, key, language, values) ?? key, values);
}
