import { use, useCallback } from 'react';
import type { MessageValues } from './format-message';
import { type ActiveLanguage, useLanguageState } from './language-store';
import type { MessageKey, Namespace } from './namespaces';

/** A thenable React reads as already fulfilled (its `status`), so use() returns at once without suspending. */
const LOADED: PromiseLike<void> & { status: 'fulfilled'; value: undefined } = Object.assign(
  Promise.resolve(),
  {
    status: 'fulfilled' as const,
    value: undefined,
  },
);

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
  // use() is called on every render, loaded or not: React requires a component that suspended in use() to call it
  // again when it finishes (a conditional call broke the retry: errors #520 and #422 in production).
  use(whenLoaded(namespace) ?? LOADED);
  const t = useCallback(
    (key: MessageKey<N>, values?: MessageValues) => translate(namespace, key, values),
    [translate, namespace],
  );
  return { t, language };
}
