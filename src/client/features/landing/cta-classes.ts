/**
 * The look of ui/button's default and ghost variants, for links on the public pages. Written out here because
 * importing ui/button brings tailwind-merge (about 9 KB gzipped) into the landing page's first load.
 */
const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors';
// The header's two: narrower on phones, so the logo, Log in and Build my Resume fit in 360 px.
export const CTA_PRIMARY = `${BASE} h-10 px-3 sm:px-4 text-sm bg-brand-600 text-white hover:bg-brand-700`;
export const CTA_PRIMARY_LARGE = `${BASE} h-12 px-6 text-base bg-brand-600 text-white hover:bg-brand-700`;
export const CTA_GHOST = `${BASE} h-10 px-3 sm:px-4 text-sm text-foreground hover:bg-muted`;
