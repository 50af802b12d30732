import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  isHttps: boolean;
  /** Google Tag Manager widens the policy only when it is configured. */
  gtmId: string | undefined;
}

/**
 * Helmet's headers on every answer. The middleware is built once here: the Fastify wrapper rebuilt it (parsing
 * the whole policy again) on every request, a measurable share of a small API call's cost.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const gtm = options.gtmId ? ['https://www.googletagmanager.com'] : [];
  const analytics = options.gtmId
    ? ['https://www.google-analytics.com', 'https://*.google-analytics.com']
    : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline scripts, ever: every script is a file we serve (or GTM's, when configured).
        scriptSrc: ["'self'", ...gtm],
        // Radix positions popovers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...gtm, ...analytics],
        frameSrc: gtm.length ? gtm : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The OAuth popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
