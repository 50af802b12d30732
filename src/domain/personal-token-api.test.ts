import { describe, expect, it } from 'vitest';
import { isCookieOnly, isReadMethod } from './personal-token-api';

describe('what a token may call (ADR 0086)', () => {
  it('reads are GET and HEAD only', () => {
    expect(['GET', 'HEAD', 'get'].map(isReadMethod)).toEqual([true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map(isReadMethod)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps tokens off sign-in, account security, token making and payments', () => {
    const refused: [string, string][] = [
      ['POST', '/api/account/tokens'],
      ['POST', '/api/account/password'],
      ['DELETE', '/api/account'],
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/2fa/totp/disable'],
      ['GET', '/api/sessions'],
      ['DELETE', '/api/sessions/:id'],
      ['POST', '/api/subscription/cancel'],
      ['GET', '/api/create-checkout-session?plan=x'],
      ['POST', '/api/sandbox-checkout/:id/complete'],
    ];
    for (const [method, path] of refused) expect(isCookieOnly(method, path), `${method} ${path}`).toBe(true);
  });

  it('lets tokens read the account, revoke a token, and use everything else', () => {
    const allowed: [string, string][] = [
      ['GET', '/api/account/tokens'],
      ['DELETE', '/api/account/tokens/:id'],
      ['DELETE', '/api/account/tokens/0b1c?x=1'],
      ['GET', '/api/account/passkeys'],
      ['GET', '/api/auth/2fa/status'],
      ['GET', '/api/current-user'],
      ['PATCH', '/api/resume-drafts/:id'],
      ['POST', '/api/jobs'],
      ['POST', '/api/accounting-is-not-account'],
      ['POST', '/api/sessionsx'],
    ];
    for (const [method, path] of allowed) expect(isCookieOnly(method, path), `${method} ${path}`).toBe(false);
  });
});
