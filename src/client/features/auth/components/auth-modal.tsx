import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { AuthMode } from '../../../shared/session/auth-modal';
import type { CurrentUser } from '../../../shared/session/current-user';
import { LoginForm } from './login-form';
import { ProviderButtons } from './provider-buttons';
import { SignupForm } from './signup-form';

/**
 * The sign-up / sign-in modal (spec section 2). Each mode's form is keyed by the mode, so toggling mounts a
 * fresh form: values and errors are cleared, as section 4 asks.
 */
export function AuthModal(props: {
  isOpen: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  onSignedUp: (user: CurrentUser) => void;
  onSignedIn: (user: CurrentUser) => void;
  onForgotPassword: () => void;
  /** Where a sign-in leads; a provider's sign-in in login mode returns there too. */
  signedInPath?: string;
}) {
  const isSignup = props.mode === 'signup';
  return (
    <Dialog open={props.isOpen} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-md">
        {/* The spec's texts ask a guest to sign up; a log-in dialog says log in (issue 29.13). */}
        <DialogHeader>
          <DialogTitle>{isSignup ? "Don't lose your hard work!" : 'Log in'}</DialogTitle>
          <DialogDescription>
            {isSignup ? 'Sign up to save your progress.' : 'Welcome back. Sign in to your resumes.'}
          </DialogDescription>
        </DialogHeader>
        <ProviderButtons
          verb={isSignup ? 'Sign up' : 'Sign in'}
          redirect={isSignup ? undefined : props.signedInPath}
        />
        {isSignup ? (
          <SignupForm key="signup" onSuccess={props.onSignedUp} />
        ) : (
          <LoginForm key="login" onSuccess={props.onSignedIn} onForgotPassword={props.onForgotPassword} />
        )}
        <p className="text-center text-sm text-muted-foreground">
          {isSignup ? 'Already have an account? ' : "Don't have an account? "}
          <button
            type="button"
            className="cursor-pointer font-medium text-brand-700 underline underline-offset-4"
            onClick={() => props.onModeChange(isSignup ? 'login' : 'signup')}
          >
            {isSignup ? 'Sign in' : 'Sign up'}
          </button>
        </p>
        <p className="text-center text-xs text-muted-foreground">
          By continuing you agree to our{' '}
          <a href="/terms" className="underline underline-offset-2">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy" className="underline underline-offset-2">
            Privacy Policy
          </a>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
