import type { FastifyRequest } from 'fastify';
import { isSameSiteRequest } from '../http/cross-site';

/**
 * Creating a checkout is a GET (the spec's call) with side effects, so the global guard for unsafe methods does
 * not cover it. Browsers send Sec-Fetch-Site on every request: only our own pages ('same-origin') and a typed
 * address ('none') pass. Without it (older browsers, tools) the Origin or Referer must be ours, as for a POST.
 */
export function isSameSiteGet(request: FastifyRequest, appUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  return isSameSiteRequest(request, appUrl);
}
