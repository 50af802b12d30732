/**
 * The page the popup lands on after a provider sign-in. The CSP forbids inline scripts, so the page only
 * carries data attributes and loads POPUP_SCRIPT from our origin, which tells the opener and closes the popup.
 */
export const POPUP_SCRIPT_PATH = '/api/auth/popup-done.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function popupPage(outcome: { isSuccess: boolean; redirect: string }): string {
  const text = outcome.isSuccess
    ? 'Signed in. You can close this window.'
    : 'Sign-in did not complete. You can close this window.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Resumable sign-in</title></head>
<body><p>${text}</p>
<script src="${POPUP_SCRIPT_PATH}" data-status="${outcome.isSuccess ? 'success' : 'failed'}" data-redirect="${escapeAttribute(outcome.redirect)}"></script>
</body></html>`;
}

/**
 * Section 4's two channels: a same-origin postMessage of type oauth:success, and the 'oauth:success' local-storage
 * entry (redirect and timestamp) for when the provider's pages cut the opener link. On failure it only closes:
 * the opener's poll then finds no session and shows the cancelled-or-failed message.
 */
export const POPUP_SCRIPT = `(function () {
  var script = document.currentScript;
  var ok = script && script.getAttribute('data-status') === 'success';
  var redirect = (script && script.getAttribute('data-redirect')) || '/';
  if (ok) {
    try { localStorage.setItem('oauth:success', JSON.stringify({ redirect: redirect, timestamp: Date.now() })); } catch (e) {}
    try { if (window.opener) window.opener.postMessage({ type: 'oauth:success', redirect: redirect }, window.location.origin); } catch (e) {}
  }
  if (window.opener) { window.close(); } else if (ok) { window.location.replace(redirect); }
})();
`;
