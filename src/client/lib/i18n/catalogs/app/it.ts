export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Cronologia',
  'draft.share': 'Condividi',
  'import.guestResumeExists':
    'Questo browser contiene già un curriculum. Accedi per conservarli entrambi, oppure scarica prima quello e ricomincia nell’editor.',
} as const;
