import type { MessageValues } from './format-message';
import { getLanguageState } from './language-store';
import type { MessageKey, Namespace } from './namespaces';

/**
 * A text in the current language outside a component (a message made in an event handler or a plain module,
 * such as the sign-in popup's errors). A component uses useT instead, which re-renders on a change of language.
 */
export function translateNow<N extends Namespace>(
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  return getLanguageState().translate(namespace, key, values);
}
