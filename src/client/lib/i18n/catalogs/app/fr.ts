export default {
  'builder.dashboard': 'Tableau de bord',
  'draft.history': 'Historique',
  'draft.share': 'Partager',
  'import.guestResumeExists':
    'Ce navigateur contient déjà un CV. Connectez-vous pour conserver les deux, ou téléchargez d’abord celui-ci puis recommencez dans l’éditeur.',
} as const;
