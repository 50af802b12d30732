/**
 * The prerendered pages are built once and served anywhere, so the address they are served from is not known
 * at build time. scripts/prerender.mjs writes this placeholder wherever an absolute URL belongs (canonical,
 * og:url, JSON-LD) and the server puts APP_URL in its place when it sends the page.
 */
export const APP_URL_PLACEHOLDER = '__RESUMABLE_APP_URL__';

export function fillPrerenderedPage(html: string, appUrl: string): string {
  return html.replaceAll(APP_URL_PLACEHOLDER, appUrl);
}
