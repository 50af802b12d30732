import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { type ToastInput, toast } from '../../components/ui/use-toast';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { translateNow } from '../../lib/i18n/translate-now';
import type { CurrentUser } from '../../shared/session/current-user';
import {
  BUILDER_FIRST_STEP,
  hasAdParams,
  isPasswordResetSuccess,
  PASSWORD_RESET_PARAM,
} from './landing-links';

/** The toast after a password reset (the spec's English texts), in the interface language. */
export function passwordResetToast(): ToastInput {
  return {
    title: translateNow(SITE_TEXTS, 'passwordReset.title'),
    description: translateNow(SITE_TEXTS, 'passwordReset.text'),
    variant: 'success',
  };
}

/**
 * What the landing address asks for (spec section 2). Read in effects, after hydration, because the prerendered
 * page cannot know the query string:
 * - signed out, with ad or utm_* parameters: straight to the builder (once the sign-in check has answered);
 * - ?password-reset=success: a toast; Log in stays one click away in the header.
 */
export function useLandingArrival(check: { user: CurrentUser | null; isChecking: boolean }) {
  const [, navigate] = useLocation();

  useEffect(() => {
    const search = window.location.search;
    if (check.isChecking || check.user || !hasAdParams(search)) return;
    navigate(`${BUILDER_FIRST_STEP}${search}`, { replace: true });
  }, [check.isChecking, check.user, navigate]);

  useEffect(() => {
    if (!isPasswordResetSuccess(window.location.search)) return;
    toast(passwordResetToast());
    // Drop the parameter so a reload does not announce it again.
    const url = new URL(window.location.href);
    url.searchParams.delete(PASSWORD_RESET_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
