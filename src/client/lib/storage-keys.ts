/** The browser storage keys of spec section 3, in one place. */
export const STORAGE_KEYS = {
  resumeData: 'resume-data',
  resumeTitle: 'resume-title',
  resumeDraft: 'resume-draft',
  currentUser: 'currentUser',
  userData: 'userData',
  migratedResumeId: 'migratedResumeId',
  selectedPlan: 'selectedPlan',
  paymentOriginPage: 'payment_origin_page',
  logoutEvent: 'logout-event',
  oauthSuccess: 'oauth:success',
  /** Which server draft the local copy belongs to (ours, not the spec's). */
  draftLink: 'resume-draft-link',
  /** Entry forms (a job, a school, a course) typed but not yet added, per draft (ours, not the spec's). */
  entryForms: 'resume-entry-forms',
  /** The interface language the visitor chose with the switcher (ours, ADR 0085). */
  interfaceLanguage: 'interface-language',
  /** 'list' or 'board': how /jobs shows the jobs (ours, issue 35 item 1). */
  jobsView: 'jobs-view',
  /** Per tailored draft: its job and whether the builder's job panel is shown (ours, issue 35 item 7). */
  tailoringPanels: 'tailoring-panels',
} as const;
