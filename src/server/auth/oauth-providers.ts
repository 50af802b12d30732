import * as client from 'openid-client';
import type { Config, OAuthProviderConfig } from '../config/config';

export const OAUTH_PROVIDERS = ['google', 'linkedin', 'oidc'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  oidc: 'Single sign-on',
};

export const OAUTH_SCOPE = 'openid email profile';

export function providerConfig(config: Config, provider: OAuthProvider): OAuthProviderConfig | undefined {
  return config.oauth[provider];
}

/** Plain http is allowed only for an issuer on this machine (a local provider in tests and development). */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Discovers each configured issuer once per app and keeps the result; a failed discovery is forgotten so the
 * next sign-in tries again instead of failing until restart.
 */
export function createIssuerCache(config: Config) {
  const cache = new Map<OAuthProvider, Promise<client.Configuration>>();
  return function issuerFor(provider: OAuthProvider): Promise<client.Configuration> | undefined {
    const settings = providerConfig(config, provider);
    if (!settings) return undefined;
    let pending = cache.get(provider);
    if (!pending) {
      const issuer = new URL(settings.issuerUrl);
      pending = client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : client.None(),
        { execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
      pending.catch(() => cache.delete(provider));
      cache.set(provider, pending);
    }
    return pending;
  };
}
