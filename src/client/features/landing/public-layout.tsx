import type { ReactNode } from 'react';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public pages' frame: header, the page's own main landmark, footer. The blog and legal pages use it too. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useT(SITE_TEXTS);
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        {t('layout.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
