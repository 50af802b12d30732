import type { ForgotPasswordInput, LoginInput, SignupInput } from '../../../../domain/auth-rules';
import { apiJson } from '../../../lib/http';
import type { CurrentUser } from '../../../shared/session/current-user';

export interface SignedInAnswer {
  success: true;
  user: CurrentUser;
}

export const registerAccount = (input: SignupInput) =>
  apiJson<SignedInAnswer>('POST', '/api/auth/register', input);

/** The password step's answer: signed in, or (two-factor on) waiting for POST /api/auth/2fa/verify. */
export type LoginAnswer = SignedInAnswer | { success: false; twoFactorRequired: true };

export const loginWithEmail = (input: LoginInput) => apiJson<LoginAnswer>('POST', '/api/auth/login', input);

export const verifySecondFactor = (code: string) =>
  apiJson<SignedInAnswer>('POST', '/api/auth/2fa/verify', { code });

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiJson<{ success: boolean; message?: string }>('POST', '/api/auth/forgot-password', input);

/** The spec's reset body is {token, newPassword}; the dialog checks the confirmation itself. */
export const resetPasswordCall = (input: { token: string; newPassword: string }) =>
  apiJson<{ success: boolean }>('POST', '/api/auth/reset-password', input);
