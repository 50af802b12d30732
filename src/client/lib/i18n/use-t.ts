import { use, useCallback } from 'react';
import type { MessageValues } from './format-message';
import { type ActiveLanguage, useLanguageState } from './language-store';
import type { MessageKey, Namespace } from './namespaces';

/**
 * A component's texts in the current language: `const { t } = useT(LANDING_TEXTS); t('hero.title', { minutes })`.
 * Keys are checked against the English catalog at compile time; the component re-renders when the language
 * changes. Catalogs load per namespace (issue 33: the landing page fetches only its own): while this one's is
 * on its way the component suspends, as a lazy screen does, so it never shows English in between.
 */
export function useT<N extends Namespace>(
  namespace: N,
): { t: (key: MessageKey<N>, values?: MessageValues) => string; language: ActiveLanguage } {
  const { language, translate, whenLoaded } = useLanguageState();
  const loading = whenLoaded(namespace);
  if (loading) use(loading);
  const t = useCallback(
    (key: MessageKey<N>, values?: MessageValues) => translate(namespace, key, values),
    [translate, namespace],
  );
  return { t, language };
}
