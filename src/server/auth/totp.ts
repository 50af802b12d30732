import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Resumable';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The time step of a valid code, or null. One step either side is accepted for clocks that drift; a step at or
 * before `lastUsedStep` is refused, so a code seen over someone's shoulder cannot be used again.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secret).validate({ token: digits, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}
