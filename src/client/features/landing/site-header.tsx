import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../auth/api/current-user';
import { CTA_GHOST, CTA_PRIMARY } from './cta-classes';
import { START_BUILDER_HREF } from './landing-links';
import { Logo } from './logo';

const UserMenu = lazy(() => import('./user-menu'));

/**
 * Logo, then Log in (signed out) or the user menu (signed in), and Build my Resume. While the sign-in check
 * runs the buttons are hidden (spec section 2); the bar keeps its height so nothing below moves.
 */
export function SiteHeader() {
  const { user, query } = useCurrentUser();
  // `isPending` (no answer yet) rather than `isLoading`: it reads the same in the prerender and on the first
  // client render, so hydration finds identical markup.
  const isChecking = query.isPending && !query.isError;
  return (
    <header className="border-b border-border bg-background">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" aria-label="Resumable home">
          <Logo />
        </Link>
        {isChecking ? null : (
          <div className="flex items-center gap-2">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <Link href="/login" className={CTA_GHOST}>
                Log in
              </Link>
            )}
            <Link href={START_BUILDER_HREF} className={CTA_PRIMARY}>
              Build my Resume
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}
