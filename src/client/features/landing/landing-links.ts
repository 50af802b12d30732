/** Where every call to action goes: the builder's first step, starting a blank resume. */
export const START_BUILDER_HREF = '/write/personal-details?new=true';
/** The ad/utm redirect keeps nothing of the visitor's earlier resume either; the spec names the bare path. */
export const BUILDER_FIRST_STEP = '/write/personal-details';

/** The address parameters an ad or campaign link carries (spec section 2). */
export const AD_PARAMS = ['ad', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Whether the landing address came from an ad or a campaign: then a signed-out visitor goes straight to the builder. */
export function hasAdParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return AD_PARAMS.some((name) => params.has(name));
}

export const PASSWORD_RESET_PARAM = 'password-reset';

export function isPasswordResetSuccess(search: string): boolean {
  return new URLSearchParams(search).get(PASSWORD_RESET_PARAM) === 'success';
}
