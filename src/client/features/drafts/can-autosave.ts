import { finishingStepForPath, isEditingPath } from '../../../domain/routes';

export interface AutosaveContext {
  pathname: string;
  /** The query string, with or without its '?'. */
  search: string;
  isSignedIn: boolean;
  /** True while a resumeId's draft is still loading: saving then would overwrite it with the empty builder. */
  isDraftLoading: boolean;
}

/**
 * Spec section 4: autosave runs only on /write/* and /preview, not with new=true, not before a resumeId's
 * draft has loaded, and is silently skipped without a session. /design and /improve, where the spec had
 * placeholders, now change the same resume as the builder's last steps (issue 29.18), so they save like them.
 */
export function canAutosave(context: AutosaveContext): boolean {
  if (!context.isSignedIn || context.isDraftLoading) return false;
  if (!isEditingPath(context.pathname) && !finishingStepForPath(context.pathname)) return false;
  return new URLSearchParams(context.search).get('new') !== 'true';
}
