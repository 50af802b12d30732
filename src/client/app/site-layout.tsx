import type { ReactNode } from 'react';
import { SiteHeader } from '../features/landing/site-header';

/**
 * The frame of the signed-in and purchase pages (dashboard, account settings, plans, thank you): the one site
 * header (logo to /, Log in or the user menu) above the page's own main landmark. The builder and the sign-in
 * and checkout flows keep their own chrome (ADR 0022); /design and /improve are builder steps that put this
 * header above the builder's chrome (issue 29.18).
 */
export default function SiteLayout({
  children,
  hasBuildButton = true,
}: {
  children: ReactNode;
  /** False where a resume is in progress, so one click cannot start over a guest's local copy. */
  hasBuildButton?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader hasBuildButton={hasBuildButton} />
      {children}
    </div>
  );
}
