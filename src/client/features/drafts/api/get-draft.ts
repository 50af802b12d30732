// The draft query moved to shared/drafts, where the history and sharing pages read it too.
export { getDraft, useDraft } from '../../../shared/drafts/draft-query';
