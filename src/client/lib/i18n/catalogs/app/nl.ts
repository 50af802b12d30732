export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Geschiedenis',
  'draft.share': 'Delen',
  'import.guestResumeExists':
    'Deze browser bevat al een cv. Log in om ze allebei te bewaren, of download eerst dat cv en begin opnieuw in de editor.',
} as const;
