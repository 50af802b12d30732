/** Query keys of the draft calls; the default query fn GETs the segments joined with '/'. */
export const draftKeys = {
  all: ['/api/resume-drafts'] as const,
  /** Every user's list: what a change to any draft makes stale. */
  lists: ['/api/resume-drafts/user'] as const,
  list: (userId: string) => ['/api/resume-drafts/user', userId] as const,
  detail: (id: string) => ['/api/resume-drafts', id] as const,
};
