import { Link } from 'wouter';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';
import { LanguageSwitcher } from './language-switcher';
import { useMarketingStats } from './use-marketing-stats';

/** Links to the public pages and the support address from the server's config (SUPPORT_EMAIL). */
export function SiteFooter() {
  const { data } = useMarketingStats();
  const { t } = useT(SITE_TEXTS);
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground sm:grid-cols-3">
        <div>
          <p className="font-semibold text-foreground" translate="no">
            Resumable
          </p>
          <p className="mt-2">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="grid gap-2">
            <li>
              <Link className="underline-offset-4 hover:underline" href="/ats-templates">
                {t('footer.templates')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/blog">
                {t('footer.blog')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/privacy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" href="/terms">
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-foreground">{t('footer.help')}</p>
          {/* The address arrives with the stats; the line keeps its height meanwhile. */}
          <p className="mt-2 min-h-5">
            {data ? (
              <a
                className="text-brand-700 underline underline-offset-4"
                href={`mailto:${data.supportEmail}`}
                translate="no"
              >
                {data.supportEmail}
              </a>
            ) : null}
          </p>
          <div className="mt-6">
            <LanguageSwitcher id="footer-language" />
          </div>
        </div>
      </div>
    </footer>
  );
}
