import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { CURRENT_USER_KEY, type CurrentUser, rememberUser } from './api/current-user';
import type { AuthMode } from './components/auth-modal';
import { useLogoutSync } from './hooks/use-logout';

export interface OpenAuthModalOptions {
  /** After an e-mail sign-up; the default goes to /loading (spec section 4). */
  onSignedUp?: (user: CurrentUser) => void;
  /** After a sign-in, e.g. to repeat the download check. */
  onSignedIn?: (user: CurrentUser) => void;
}

interface AuthModalApi {
  openAuthModal: (mode: AuthMode, options?: OpenAuthModalOptions) => void;
  closeAuthModal: () => void;
}

const AuthModalContext = createContext<AuthModalApi | null>(null);

// The forms (react-hook-form, the validation schemas, the dialog) load when a modal first opens, so the
// provider can sit at the root without adding them to every page's first load.
const AuthModal = lazy(() => import('./components/auth-modal').then((m) => ({ default: m.AuthModal })));
const ForgotPasswordModal = lazy(() =>
  import('./components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/**
 * Owns the sign-up / sign-in modal and the forgot-password modal so any screen can open them, and follows a
 * sign-out made in another tab. Mount once, inside the QueryClientProvider and the router.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  useLogoutSync();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [view, setView] = useState<'closed' | 'auth' | 'forgot'>('closed');
  // Mounted from the first opening on, so closing still animates and reopening is instant.
  const [hasOpened, setHasOpened] = useState(false);
  if (view !== 'closed' && !hasOpened) setHasOpened(true);
  const [mode, setMode] = useState<AuthMode>('signup');
  const options = useRef<OpenAuthModalOptions>({});

  const openAuthModal = useCallback((nextMode: AuthMode, nextOptions: OpenAuthModalOptions = {}) => {
    options.current = nextOptions;
    setMode(nextMode);
    setView('auth');
  }, []);
  const closeAuthModal = useCallback(() => setView('closed'), []);

  const signedIn = (user: CurrentUser) => {
    rememberUser(user);
    queryClient.setQueryData(CURRENT_USER_KEY, { success: true, user });
    setView('closed');
  };

  const api = useMemo(() => ({ openAuthModal, closeAuthModal }), [openAuthModal, closeAuthModal]);
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <AuthModal
            isOpen={view === 'auth'}
            mode={mode}
            onModeChange={setMode}
            onClose={closeAuthModal}
            onForgotPassword={() => setView('forgot')}
            onSignedUp={(user) => {
              signedIn(user);
              if (options.current.onSignedUp) options.current.onSignedUp(user);
              else navigate('/loading');
            }}
            onSignedIn={(user) => {
              signedIn(user);
              options.current.onSignedIn?.(user);
            }}
          />
          <ForgotPasswordModal
            isOpen={view === 'forgot'}
            onClose={closeAuthModal}
            onBackToSignIn={() => {
              setMode('login');
              setView('auth');
            }}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal needs an <AuthModalProvider> above it');
  return api;
}
