export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Verlauf',
  'draft.share': 'Teilen',
  'import.guestResumeExists':
    'In diesem Browser ist bereits ein Lebenslauf gespeichert. Melden Sie sich an, um beide zu behalten, oder laden Sie zuerst diesen herunter und beginnen Sie im Editor neu.',
  'draft.notFound': 'Lebenslauf nicht gefunden',
  'draft.back': 'Zurück zu Ihrem Dashboard',
  'draft.missing': 'Dieser Lebenslauf existiert nicht oder wurde gelöscht.',
  'draft.loadFailed': 'Der Lebenslauf konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
} as const;
