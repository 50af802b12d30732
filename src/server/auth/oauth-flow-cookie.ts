import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config/config';
import { OAUTH_PROVIDERS } from './oauth-providers';

/**
 * What a sign-in needs between leaving for the provider and coming back: state, nonce and the PKCE verifier,
 * plus where to go after. Kept in a signed, HttpOnly cookie for 10 minutes so the server stays stateless.
 * SameSite=Lax still sends it on the provider's top-level redirect back to us.
 */
export const FLOW_COOKIE = 'oauth_flow';
const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirect: z.string(),
  isPopup: z.boolean(),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

const cookieOptions = (config: Config) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isSecureCookies,
  signed: true,
});

export function saveFlow(reply: FastifyReply, config: Config, flow: OAuthFlow): void {
  reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions(config), maxAge: FLOW_TTL_SECONDS });
}

/** The flow the browser brought back, or null when missing, tampered with or malformed. Always clears it. */
export function takeFlow(request: FastifyRequest, reply: FastifyReply, config: Config): OAuthFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, cookieOptions(config));
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
