import { isEditingPath } from '../../../domain/routes';

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
 * draft has loaded, and is silently skipped without a session.
 */
export function canAutosave(context: AutosaveContext): boolean {
  if (!context.isSignedIn || context.isDraftLoading) return false;
  if (!isEditingPath(context.pathname)) return false;
  return new URLSearchParams(context.search).get('new') !== 'true';
}
