import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * Playwright global setup: a local OpenID provider (oauth2-mock-server) on E2E_OAUTH_PORT, which
 * playwright.config.ts picks and hands to the web server as GOOGLE_ISSUER_URL. Its authorize endpoint signs in
 * without a form, redirecting straight back with a code.
 *
 * Which identity a sign-in gets: a journey sets the E2E_IDENTITY_COOKIE cookie for 127.0.0.1 (cookies ignore
 * ports, so the browser sends it to this provider), the authorize step remembers it by code, and the token
 * request (made by our server, without the browser's cookies) puts it in the tokens. Without the cookie the
 * identity is a fresh verified address, so parallel journeys never share an account by accident.
 */
export const E2E_IDENTITY_COOKIE = 'e2e_oauth_email';

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export default async function startOAuthProvider() {
  const port = Number(process.env.E2E_OAUTH_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error('E2E_OAUTH_PORT is not set (playwright.config.ts sets it)');

  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const emailByCode = new Map<string, string>();
  let counter = 0;

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    counter += 1;
    const email =
      cookieValue(request, E2E_IDENTITY_COOKIE) ?? `oauth-e2e-${Date.now()}-${counter}@example.com`;
    if (code) emailByCode.set(code, email);
  });
  server.service.on(
    'beforeTokenSigning',
    (
      token: { payload: Record<string, unknown> },
      request: IncomingMessage & { body?: { code?: unknown } },
    ) => {
      const code = typeof request.body?.code === 'string' ? request.body.code : '';
      const email = emailByCode.get(code);
      if (!email) return;
      Object.assign(token.payload, {
        sub: `e2e-${email}`,
        email,
        email_verified: true,
        given_name: 'Gina',
        family_name: 'Google',
      });
    },
  );
  // The server reads the ID token first; should it ask userinfo, the answer names the same person, read from
  // the access token (signed above with the same claims).
  server.service.on(
    'beforeUserinfo',
    (response: { body: Record<string, unknown> }, request: IncomingMessage) => {
      const payload = (request.headers.authorization ?? '').replace(/^Bearer /, '').split('.')[1] ?? '';
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        if (typeof claims.email === 'string') {
          Object.assign(response.body, { sub: claims.sub, email: claims.email, email_verified: true });
        }
      } catch {
        // Not one of our tokens: the default answer stands.
      }
    },
  );

  await server.start(port, '127.0.0.1');
  // It names itself http://localhost:port; the web server is told 127.0.0.1 (and the identity cookie lives there),
  // and discovery insists the two match.
  server.issuer.url = `http://127.0.0.1:${port}`;
  return async () => {
    await server.stop();
  };
}
