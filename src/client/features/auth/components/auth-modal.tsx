import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
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
  const { t } = useT(AUTH_TEXTS);
  return (
    <Dialog open={props.isOpen} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-md">
        {/* The spec's texts ask a guest to sign up; a log-in dialog says log in (issue 29.13). */}
        <DialogHeader>
          <DialogTitle>{isSignup ? t('modal.signupTitle') : t('modal.loginTitle')}</DialogTitle>
          <DialogDescription>
            {isSignup ? t('modal.signupDescription') : t('modal.loginDescription')}
          </DialogDescription>
        </DialogHeader>
        <ProviderButtons
          verb={isSignup ? 'signUp' : 'signIn'}
          redirect={isSignup ? undefined : props.signedInPath}
        />
        {isSignup ? (
          <SignupForm key="signup" onSuccess={props.onSignedUp} />
        ) : (
          <LoginForm key="login" onSuccess={props.onSignedIn} onForgotPassword={props.onForgotPassword} />
        )}
        <p className="text-center text-sm text-muted-foreground">
          {isSignup ? t('modal.haveAccount') : t('modal.noAccount')}{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-brand-700 underline underline-offset-4"
            onClick={() => props.onModeChange(isSignup ? 'login' : 'signup')}
          >
            {isSignup ? t('modal.signIn') : t('modal.signUp')}
          </button>
        </p>
        <p className="text-center text-xs text-muted-foreground">
          {withTags(t('modal.legal'), {
            terms: (text) => (
              <a href="/terms" className="underline underline-offset-2">
                {text}
              </a>
            ),
            privacy: (text) => (
              <a href="/privacy" className="underline underline-offset-2">
                {text}
              </a>
            ),
          })}
        </p>
      </DialogContent>
    </Dialog>
  );
}
