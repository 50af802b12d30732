import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';

export const REDIRECT_URL = 'http://127.0.0.1:53682/callback';

/** An MCP client's OAuth state in memory, as a desktop assistant keeps it; the authorization URL is captured. */
export class MemoryOAuthClient implements OAuthClientProvider {
  information: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  constructor(private readonly scope?: string) {}
  get redirectUrl() {
    return REDIRECT_URL;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test Assistant',
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }
  clientInformation() {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** A browser's cookie jar, enough for the provider's cookies and our session cookie (names are unique here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(initial?: string) {
    if (initial) this.take(initial);
  }
  private take(pair: string) {
    const [name, ...rest] = (pair.split(';')[0] ?? '').trim().split('=');
    if (name) this.cookies.set(name, rest.join('='));
  }
  absorb(response: Response) {
    for (const line of response.headers.getSetCookie()) this.take(line);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One browser step without following redirects: the answer, and its Location resolved against the base. */
export async function step(base: string, jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(new URL(url, base), {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
  });
  jar.absorb(response);
  const location = response.headers.get('location');
  return { response, location: location ? new URL(location, base) : undefined };
}

/** Follows the authorization URL to the consent page: its path (/oauth/interaction/<uid>). */
export async function openConsent(base: string, jar: CookieJar, authorizationUrl: URL): Promise<string> {
  const first = await step(base, jar, authorizationUrl.href);
  if (!first.location)
    throw new Error(`no redirect to consent: ${first.response.status} ${await first.response.text()}`);
  return first.location.pathname;
}

/** Answers the consent page (Allow or Deny) from our own origin; returns where the browser lands at the end. */
export async function decide(
  base: string,
  jar: CookieJar,
  consentPath: string,
  decision: 'allow' | 'deny',
): Promise<URL> {
  const posted = await step(base, jar, consentPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: `decision=${decision}`,
  });
  if (!posted.location)
    throw new Error(`consent answer: ${posted.response.status} ${await posted.response.text()}`);
  let at = posted.location;
  // Through the provider's resume step to the client's redirect URI.
  while (at.origin === new URL(base).origin) {
    const next = await step(base, jar, at.href);
    if (!next.location)
      throw new Error(`stuck at ${at.href}: ${next.response.status} ${await next.response.text()}`);
    at = next.location;
  }
  return at;
}
