import type { TokenScope } from '../../../domain/personal-token-api';

/**
 * The two scopes an assistant may ask for (ADR 0092): the same two levels as personal tokens, named for what
 * they open. `resumes:write` includes reading, as a "write" personal token does.
 */
export const OAUTH_SCOPES = ['resumes:read', 'resumes:write'] as const;
export type OauthScope = (typeof OAUTH_SCOPES)[number];

/** The personal-token level a granted scope string acts with: write when resumes:write was granted. */
export function tokenScopeOf(scope: string | undefined): TokenScope | null {
  const granted = new Set((scope ?? '').split(' '));
  if (granted.has('resumes:write')) return 'write';
  if (granted.has('resumes:read')) return 'read';
  return null;
}
