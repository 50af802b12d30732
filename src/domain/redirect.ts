/**
 * Where the app may send the browser after sign-in, payment or cancel. Only same-site paths: '//host' and
 * '/\host' are protocol-relative to browsers (which read '\' as '/'), and browsers strip tabs and newlines
 * from URLs, so '/\t/host' would become '//host'; all control characters are refused for that reason.
 */

export const REDIRECT_MAX_LENGTH = 2048;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function isSafeRedirect(target: unknown): target is string {
  return (
    typeof target === 'string' &&
    target.length <= REDIRECT_MAX_LENGTH &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\') &&
    !CONTROL_CHARACTERS.test(target)
  );
}

/** The target when it is a safe same-site path, else the fallback (default '/'). */
export function safeRedirectOr(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}
