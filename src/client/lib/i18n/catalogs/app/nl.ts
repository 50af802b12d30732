export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Geschiedenis',
  'draft.share': 'Delen',
  'import.guestResumeExists':
    'Deze browser bevat al een cv. Log in om ze allebei te bewaren, of download eerst dat cv en begin opnieuw in de editor.',
  'draft.notFound': 'Cv niet gevonden',
  'draft.back': 'Terug naar je dashboard',
  'draft.missing': 'Dit cv bestaat niet of is verwijderd.',
  'draft.loadFailed': 'Kan het cv niet laden. Laad de pagina opnieuw.',
} as const;
