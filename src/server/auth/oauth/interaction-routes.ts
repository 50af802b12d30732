import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import { isInterfaceLanguage } from '../../../domain/interface-languages';
import type { Database } from '../../db/connection';
import { badRequest } from '../../http/errors';
import { languageOfRequest } from '../../http/request-language';
import { findUserById } from '../find-user';
import { resolveSession, SESSION_COOKIE } from '../session-store';
import { renderConsentPage } from './consent-page';
import { INTERACTION_PREFIX } from './oauth-paths';
import { OAUTH_SCOPES } from './oauth-scopes';

interface InteractionOptions {
  provider: Provider;
  db: Database;
  resource: string;
}

const EXPIRED_MESSAGE = 'This authorization request has expired. Start again from your assistant.';

/** The user our own session cookie signs in (the interaction pages are outside /api/, so resolved here). */
async function signedInUser(db: Database, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await resolveSession(db, token) : null;
  return session ? findUserById(db, session.userId) : undefined;
}

/** The scopes the client asked for that we know; none named: read only, the smaller one. */
function requestedScopes(details: InteractionDetails): string[] {
  const asked = String(details.params.scope ?? '').split(' ');
  const known = OAUTH_SCOPES.filter((scope) => asked.includes(scope));
  return known.length ? known : ['resumes:read'];
}

/** Where the client's answers go, as the user can judge it: the host, or the scheme of an app's own URI. */
function redirectTarget(details: InteractionDetails): { host: string; formSource: string } {
  try {
    const url = new URL(String(details.params.redirect_uri));
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { host: url.host, formSource: url.origin }
      : { host: `${url.protocol}//`, formSource: url.protocol };
  } catch {
    return { host: 'unknown', formSource: "'none'" };
  }
}

async function detailsOf(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw badRequest(EXPIRED_MESSAGE);
  }
}

/**
 * The login and consent step of the MCP authorization flow (ADR 0092). Signing in is the site's own: without a
 * session cookie the user goes to /login and comes back here. Then one page names the client, where its answers
 * go and the scope, with Allow and Deny; Allow grants the /mcp resource those scopes for this user.
 */
export function registerInteractionRoutes(
  app: FastifyInstance,
  { provider, db, resource }: InteractionOptions,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { uid: string } }>(
    `${INTERACTION_PREFIX}/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await detailsOf(provider, request, reply);
      const user = await signedInUser(db, request);
      if (!user)
        return reply.redirect(`/login?next=${encodeURIComponent(`${INTERACTION_PREFIX}/${details.uid}`)}`);
      const client = await provider.Client.find(String(details.params.client_id));
      const target = redirectTarget(details);
      // The form's answer is a redirect to the client: a browser checks form-action along the redirects too.
      const csp = String(reply.raw.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        csp.replace("form-action 'self'", `form-action 'self' ${target.formSource}`),
      );
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(
        renderConsentPage({
          action: `${INTERACTION_PREFIX}/${details.uid}`,
          clientName: client?.clientName ?? String(details.params.client_id),
          redirectHost: target.host,
          scopes: requestedScopes(details),
          userEmail: user.email,
          language: isInterfaceLanguage(user.interfaceLanguage)
            ? user.interfaceLanguage
            : languageOfRequest(request),
        }),
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: { decision?: string } }>(
    `${INTERACTION_PREFIX}/:uid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await detailsOf(provider, request, reply);
      const user = await signedInUser(db, request);
      if (!user)
        return reply.redirect(
          `/login?next=${encodeURIComponent(`${INTERACTION_PREFIX}/${details.uid}`)}`,
          303,
        );
      let result: Record<string, unknown>;
      if (request.body?.decision === 'allow') {
        const grant = new provider.Grant({ accountId: user.id, clientId: String(details.params.client_id) });
        const scope = requestedScopes(details).join(' ');
        grant.addOIDCScope(scope);
        grant.addResourceScope(resource, scope);
        result = { login: { accountId: user.id }, consent: { grantId: await grant.save() } };
      } else {
        result = { error: 'access_denied', error_description: 'The user denied the request' };
      }
      const to = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.redirect(to, 303);
    },
  );
}
