import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A translated message whose words around a link or an emphasis differ by language: the message marks the
 * part with a tag ('By continuing you agree to our <terms>Terms of Service</terms> ...') and the component
 * says how each tag renders. The tags pass through i18next and the English renderer untouched (no escaping),
 * so a translator moves them with the words. Text outside tags stays text: React escapes it.
 */
export function withTags(
  message: string,
  renderers: Readonly<Record<string, (chunk: string) => ReactNode>>,
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', chunk = ''] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    const render = renderers[name];
    parts.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
