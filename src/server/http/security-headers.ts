import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  isHttps: boolean;
  /** Google Tag Manager widens the policy only when it is configured. */
  gtmId: string | undefined;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const gtm = options.gtmId ? ['https://www.googletagmanager.com'] : [];
  const analytics = options.gtmId
    ? ['https://www.google-analytics.com', 'https://*.google-analytics.com']
    : [];
  await app.register(helmet, {
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
}
