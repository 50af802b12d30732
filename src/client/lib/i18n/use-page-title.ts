import { useEffect } from 'react';
import type { MessageValues } from './format-message';
import type { MessageKey } from './namespaces';
import { PAGE_TITLE_TEXTS } from './namespaces/page-titles';
import { useT } from './use-t';

export type PageTitleKey = MessageKey<typeof PAGE_TITLE_TEXTS>;

/**
 * Names the browser tab after the screen, in the interface language (catalogs/page-titles). Every route sets
 * one, so a page opened directly does not keep index.html's English title and a page reached by a link does not
 * keep the previous one (a screen reader announces it on navigation). No key: the screen's title is set elsewhere.
 */
export function usePageTitle(key: PageTitleKey | undefined, values?: MessageValues): void {
  const { t } = useT(PAGE_TITLE_TEXTS);
  const title = key === undefined ? undefined : t(key, values);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
