import { createContext, useContext } from 'react';
import type { CurrentUser } from './current-user';

/**
 * How any screen opens the sign-up / sign-in modal. The auth feature provides it (AuthModalProvider, mounted
 * once by the app); screens of other features reach it only through this context.
 */

export type AuthMode = 'signup' | 'login';

export interface OpenAuthModalOptions {
  /** After an e-mail sign-up; the default goes to /loading (spec section 4). */
  onSignedUp?: (user: CurrentUser) => void;
  /** After a sign-in, e.g. to repeat the download check. */
  onSignedIn?: (user: CurrentUser) => void;
  /**
   * Where a sign-in (by e-mail or a provider) leads, e.g. the header's Log in to /dashboard (issue 29.13);
   * without it the user stays on the page.
   */
  signedInPath?: string;
}

export interface AuthModalApi {
  openAuthModal: (mode: AuthMode, options?: OpenAuthModalOptions) => void;
  closeAuthModal: () => void;
}

export const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal needs an <AuthModalProvider> above it');
  return api;
}
