import type { ForgotPasswordInput, LoginInput, SignupInput } from '../../../../domain/auth-rules';
import { apiJson } from '../../../lib/http';
import type { CurrentUser } from '../../../shared/session/current-user';

export interface SignedInAnswer {
  success: true;
  user: CurrentUser;
}

export const registerAccount = (input: SignupInput) =>
  apiJson<SignedInAnswer>('POST', '/api/auth/register', input);

export const loginWithEmail = (input: LoginInput) =>
  apiJson<SignedInAnswer>('POST', '/api/auth/login', input);

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiJson<{ success: boolean; message?: string }>('POST', '/api/auth/forgot-password', input);

/** The spec's reset body is {token, newPassword}; the dialog checks the confirmation itself. */
export const resetPasswordCall = (input: { token: string; newPassword: string }) =>
  apiJson<{ success: boolean }>('POST', '/api/auth/reset-password', input);
