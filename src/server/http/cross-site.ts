import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerSecretOf } from './bearer';
import { forbidden } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIELESS_OAUTH_ENDPOINTS = new Set(['/oauth/token', '/oauth/register', '/oauth/revoke']);

/** host:port with the scheme's default port filled in, so 'localhost' and 'localhost:80' compare equal. */
function siteOf(url: string, fallbackProtocol = 'http:'): string | undefined {
  try {
    const parsed = new URL(url.includes('://') ? url : `${fallbackProtocol}//${url}`);
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
    return `${parsed.hostname.toLowerCase()}:${port}`;
  } catch {
    return undefined;
  }
}

/**
 * Is this request from a page of ours? Origin (or, without it, Referer) must name the request's own Host or
 * APP_URL. A request carrying neither (curl, SDKs, Stripe's webhook) is allowed: SameSite=Lax session cookies
 * are not sent cross-site on such requests anyway.
 */
export function isSameSiteRequest(request: FastifyRequest, appUrl: string): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  const sourceSite = siteOf(source);
  if (!sourceSite || !/^https?:\/\//i.test(source)) return false;
  const protocol = source.toLowerCase().startsWith('https:') ? 'https:' : 'http:';
  const host = request.headers.host;
  const allowed = new Set([host ? siteOf(host, protocol) : undefined, siteOf(appUrl)]);
  return allowed.has(sourceSite);
}

/**
 * Refuses unsafe cross-site requests. Cookie requests only: a request with a bearer token is signed in by the
 * token alone (its cookies are ignored, ADR 0086), and a page elsewhere cannot make a browser add the header
 * without a CORS preflight this server never grants, so such a request is a script's, not a forged one.
 */
export function registerCrossSiteGuard(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    // Only where the session plugin signs a bearer in (and ignores cookies): the API.
    if (request.url.startsWith('/api/') && bearerSecretOf(request) !== undefined) return;
    // The authorization server's endpoints for clients (ADR 0092) use no cookie; a browser-based client calls
    // them from its own origin. Its consent form (/oauth/interaction/) stays guarded like every cookie request.
    if (COOKIELESS_OAUTH_ENDPOINTS.has(request.url.split('?')[0] ?? '')) return;
    if (!isSameSiteRequest(request, appUrl)) throw forbidden('Cross-site request refused');
  });
}
