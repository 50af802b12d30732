import { safeRedirectOr } from '../../../domain/redirect';
import { AUTH_TEXTS } from '../../lib/i18n/namespaces/auth';
import { translateNow } from '../../lib/i18n/translate-now';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { fetchCurrentUser } from '../../shared/session/current-user';

export type PopupProvider = 'google' | 'linkedin';
export const POPUP_PROVIDER_LABELS: Record<PopupProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
};

/** Spec section 9: a 500x600 popup, polled every 500 ms, given up after more than 60 polls. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POLL_MS = 500;
export const MAX_POLLS = 60;
export const STORAGE_MESSAGE_MAX_AGE_MS = 30_000;

// In the interface language at the moment the message is made (the spec's English in English).
export const cancelledMessage = (provider: string) =>
  translateNow(AUTH_TEXTS, 'oauth.cancelled', { provider });
export const verifyFailedMessage = (provider: string) =>
  translateNow(AUTH_TEXTS, 'oauth.verifyFailed', { provider });
export const timeoutMessage = (provider: string) => translateNow(AUTH_TEXTS, 'oauth.timeout', { provider });
export const shortTimeoutMessage = (provider: string) =>
  translateNow(AUTH_TEXTS, 'oauth.shortTimeout', { provider });

let isInProgress = false;

export interface PopupOptions {
  provider: PopupProvider;
  /** Where to go after sign-in: the current location unless the server's message names a safe path. */
  redirect: string;
  onError: (message: string) => void;
  /** Navigation, replaceable in tests. */
  navigate?: (url: string) => void;
}

/**
 * Section 4's popup flow. Success arrives as a same-origin `oauth:success` message, or as the `oauth:success`
 * local-storage entry when the provider's pages cut the opener link; its redirect is followed only if it is a
 * same-site path. A blocked popup falls back to a same-window redirect without the popup flag.
 */
export function startOAuthPopup({
  provider,
  redirect,
  onError,
  navigate = (url) => window.location.assign(url),
}: PopupOptions) {
  if (isInProgress) return;
  const label = POPUP_PROVIDER_LABELS[provider];
  const original = safeRedirectOr(redirect);
  const start = `/api/auth/${provider}?redirect=${encodeURIComponent(original)}`;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  const popup = window.open(
    `${start}&popup=true`,
    'oauth-sign-in',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup || popup.closed) {
    navigate(start);
    return;
  }
  isInProgress = true;
  let polls = 0;

  const cleanup = () => {
    isInProgress = false;
    window.clearInterval(timer);
    window.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
  const succeed = (target: unknown) => {
    cleanup();
    navigate(safeRedirectOr(target, original));
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as { type?: unknown; redirect?: unknown } | null;
    if (data?.type === 'oauth:success') succeed(data.redirect);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.oauthSuccess || !event.newValue) return;
    try {
      const data = JSON.parse(event.newValue) as { redirect?: unknown; timestamp?: unknown };
      if (typeof data.timestamp === 'number' && Date.now() - data.timestamp <= STORAGE_MESSAGE_MAX_AGE_MS) {
        succeed(data.redirect);
      }
    } catch {
      // Not our message.
    }
  };
  const timer = window.setInterval(() => {
    polls += 1;
    if (polls > MAX_POLLS) {
      cleanup();
      try {
        popup.close();
      } catch {
        // Closing can throw once the popup is on another origin; the shorter message covers it.
      }
      onError(popup.closed ? timeoutMessage(label) : shortTimeoutMessage(label));
      return;
    }
    if (!popup.closed) return;
    cleanup();
    fetchCurrentUser()
      .then((answer) => (answer.user ? navigate(original) : onError(cancelledMessage(label))))
      .catch(() => onError(verifyFailedMessage(label)));
  }, POLL_MS);
  window.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
}
