/** A phrase per CLDR plural form ('one', 'two', 'few', 'many', 'other', 'zero'); `#` stands for the number. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/**
 * The number with its noun in the form the language's plural rules give it (ICU's `{n, plural, ...}`): for the
 * texts that name a fixed limit of the product (500 jobs, 50 tokens), so a change of the limit keeps the
 * sentence right in a language whose nouns agree with their number, as Arabic's do (3-10 plural, 11-99
 * singular accusative, 100 singular genitive, 2 dual).
 */
export function counted(language: string, count: number, forms: PluralForms): string {
  const form = new Intl.PluralRules(language).select(count);
  return (forms[form] ?? forms.other).replace('#', String(count));
}
