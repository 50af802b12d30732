import type { FastifyInstance } from 'fastify';

export const GTM_LOADER_PATH = '/gtm-loader.js';

/** The tag every page carries when GTM is configured: an external file, since the CSP forbids inline scripts. */
export const gtmHeadHtml = `<script src="${GTM_LOADER_PATH}" async></script>`;

/**
 * Serves the Google Tag Manager loader for the configured container. It is registered only when GTM_ID is set,
 * and the CSP names googletagmanager.com only then, so without GTM_ID no third-party script can load.
 */
export function registerGtmLoader(app: FastifyInstance, gtmId: string): void {
  const id = JSON.stringify(gtmId);
  const script = [
    'window.dataLayer = window.dataLayer || [];',
    "window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });",
    "(function () { var s = document.createElement('script'); s.async = true;",
    `s.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(${id});`,
    'document.head.appendChild(s); })();',
  ].join('\n');
  app.get(GTM_LOADER_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
}
