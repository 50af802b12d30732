import { useCallback } from 'react';
import type { MessageValues } from './format-message';
import { type ActiveLanguage, useLanguageState } from './language-store';
import type { MessageKey, Namespace } from './namespaces';

/**
 * A component's texts in the current language: `const { t } = useT(LANDING_TEXTS); t('hero.title', { minutes })`.
 * Keys are checked against the English catalog at compile time; the component re-renders when the language
 * changes.
 */
export function useT<N extends Namespace>(
  namespace: N,
): { t: (key: MessageKey<N>, values?: MessageValues) => string; language: ActiveLanguage } {
  const { language, translate } = useLanguageState();
  const t = useCallback(
    (key: MessageKey<N>, values?: MessageValues) => translate(namespace, key, values),
    [translate, namespace],
  );
  return { t, language };
}
