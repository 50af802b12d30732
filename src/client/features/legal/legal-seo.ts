/** The legal pages' titles and descriptions, shared by the pages and the prerender's head tags. */
export const PRIVACY_TITLE = 'Privacy policy';
export const PRIVACY_DESCRIPTION =
  'What Resumable stores about you, why, for how long, and how to have it deleted.';
export const TERMS_TITLE = 'Terms of service';
export const TERMS_DESCRIPTION =
  'The terms for using Resumable: free building and saving, paid plans for downloads, refunds and cancellation.';
