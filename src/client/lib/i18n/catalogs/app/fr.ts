export default {
  'builder.dashboard': 'Tableau de bord',
  'draft.history': 'Historique',
  'draft.share': 'Partager',
  'import.guestResumeExists':
    'Ce navigateur contient déjà un CV. Connectez-vous pour conserver les deux, ou téléchargez d’abord celui-ci puis recommencez dans l’éditeur.',
  'draft.notFound': 'CV introuvable',
  'draft.back': 'Retour à votre tableau de bord',
  'draft.missing': 'Ce CV n’existe pas ou a été supprimé.',
  'draft.loadFailed': 'Impossible de charger le CV. Veuillez recharger la page.',
} as const;
