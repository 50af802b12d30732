import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useAuthModal } from '../../shared/session/auth-modal';
import { useCurrentUser } from '../../shared/session/current-user';
import { CTA_GHOST, CTA_PRIMARY } from './cta-classes';
import { START_BUILDER_HREF } from './landing-links';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const UserMenu = lazy(() => import('./user-menu'));

// Longer languages (German, the pseudo-language) would push the header past 360 px: on phones a label may
// take two lines inside its button's height instead.
const WRAP_ON_PHONES = 'max-sm:shrink max-sm:whitespace-normal max-sm:text-center max-sm:leading-tight';

/**
 * Logo, then Log in (signed out) or the user menu (signed in), and Build my Resume. While the sign-in check
 * runs the buttons are hidden (spec section 2); the bar keeps its height so nothing below moves.
 * `hasBuildButton` false leaves out Build my Resume, for pages of a resume in progress (ADR 0022).
 */
export function SiteHeader({ hasBuildButton = true }: { hasBuildButton?: boolean }) {
  const { user, isLoading } = useCurrentUser();
  const { openAuthModal } = useAuthModal();
  const { t } = useT(SITE_TEXTS);
  // The prerendered page has no answer yet; the browser may already have one when this lazy page hydrates.
  // Hydration first renders what the server did (hidden), then the answer.
  const isHydrated = useIsHydrated();
  const isChecking = !isHydrated || isLoading;
  return (
    <header className="border-b border-border bg-background">
      <nav
        aria-label={t('header.nav')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4"
      >
        <Link href="/" aria-label={t('header.home')} className="shrink-0">
          <Logo isCompact />
        </Link>
        {isChecking ? null : (
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <LanguageSwitcher id="header-language" isCompact />
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <button
                type="button"
                className={`${CTA_GHOST} ${WRAP_ON_PHONES}`}
                onClick={() => openAuthModal('login', { signedInPath: '/dashboard' })}
              >
                {t('header.logIn')}
              </button>
            )}
            {hasBuildButton ? (
              <Link href={START_BUILDER_HREF} className={`${CTA_PRIMARY} ${WRAP_ON_PHONES}`}>
                {t('header.build')}
              </Link>
            ) : null}
          </div>
        )}
      </nav>
    </header>
  );
}
