import { MCP_PATH } from '../../../domain/mcp-tools';

/** Where the authorization server's endpoints live (ADR 0092): all under /oauth, beside the site's own routes. */
export const OAUTH_PREFIX = '/oauth';
export const OAUTH_ROUTES = {
  authorization: `${OAUTH_PREFIX}/authorize`,
  token: `${OAUTH_PREFIX}/token`,
  registration: `${OAUTH_PREFIX}/register`,
  revocation: `${OAUTH_PREFIX}/revoke`,
  jwks: `${OAUTH_PREFIX}/jwks`,
  end_session: `${OAUTH_PREFIX}/session/end`,
  userinfo: `${OAUTH_PREFIX}/me`,
  introspection: `${OAUTH_PREFIX}/introspect`,
} as const;
/** The consent step (an interaction of oidc-provider), served by our own routes: interaction-routes.ts. */
export const INTERACTION_PREFIX = `${OAUTH_PREFIX}/interaction`;
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** The resource indicator (RFC 8707) every access token is bound to: the MCP endpoint's URL. */
export const mcpResourceOf = (appUrl: string) => `${new URL(appUrl).origin}${MCP_PATH}`;
/** The RFC 9728 metadata URL /mcp's 401 points to (the path-suffixed form, for the resource at /mcp). */
export const resourceMetadataUrlOf = (appUrl: string) =>
  `${new URL(appUrl).origin}${PROTECTED_RESOURCE_METADATA_PATH}${MCP_PATH}`;
