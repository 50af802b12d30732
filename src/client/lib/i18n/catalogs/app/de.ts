export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'Verlauf',
  'draft.share': 'Teilen',
  'import.guestResumeExists':
    'In diesem Browser ist bereits ein Lebenslauf gespeichert. Melden Sie sich an, um beide zu behalten, oder laden Sie zuerst diesen herunter und beginnen Sie im Editor neu.',
} as const;
