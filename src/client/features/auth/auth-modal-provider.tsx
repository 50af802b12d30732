import { type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyWithQueries } from '../../shared/query/lazy-with-queries';
import { AuthModalContext, type AuthMode, type OpenAuthModalOptions } from '../../shared/session/auth-modal';
import { type CurrentUser, rememberUser } from '../../shared/session/current-user';
import { setCurrentUserAnswer } from '../../shared/session/current-user-store';
import { useLogoutSync } from '../../shared/session/use-logout';

// The forms (react-hook-form, the validation schemas, the dialog) load when a modal first opens, so the
// provider can sit at the root without adding them to every page's first load. The query client they use comes
// with them (QueryScope), not with the page.
const AuthModal = lazyWithQueries(() => import('./components/auth-modal').then((m) => m.AuthModal));
const ForgotPasswordModal = lazyWithQueries(() =>
  import('./components/forgot-password-modal').then((m) => m.ForgotPasswordModal),
);

/**
 * Owns the sign-up / sign-in modal and the forgot-password modal so any screen can open them, and follows a
 * sign-out made in another tab. Mount once, inside the router.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  useLogoutSync();
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
    setCurrentUserAnswer({ success: true, user });
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
            signedInPath={options.current.signedInPath}
            onSignedIn={(user) => {
              signedIn(user);
              options.current.onSignedIn?.(user);
              if (options.current.signedInPath) navigate(options.current.signedInPath);
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
