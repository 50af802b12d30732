export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Cronologia',
  'draft.share': 'Condividi',
  'import.guestResumeExists':
    'Questo browser contiene già un curriculum. Accedi per conservarli entrambi, oppure scarica prima quello e ricomincia nell’editor.',
  'draft.notFound': 'Curriculum non trovato',
  'draft.back': 'Torna alla tua dashboard',
  'draft.missing': 'Questo curriculum non esiste o è stato eliminato.',
  'draft.loadFailed': 'Impossibile caricare il curriculum. Ricarica la pagina.',
} as const;
