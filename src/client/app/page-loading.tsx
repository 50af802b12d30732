import { SITE_TEXTS } from '../lib/i18n/namespaces/site';
import { useT } from '../lib/i18n/use-t';

/**
 * Shown while a route's code loads. Plain markup, no UI-kit imports: it is in every page's first load, and the
 * kit's class merging (tailwind-merge) would add about 9 KB there. Its text is the site frame's (namespace
 * `site`), whose English every page with the header loads anyway.
 */
export function PageLoading() {
  const { t } = useT(SITE_TEXTS);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      <span className="sr-only">{t('page.loading')}</span>
    </div>
  );
}
