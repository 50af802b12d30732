export default {
  'templates.title': 'ATS-taugliche Lebenslauf-Vorlagen',
  'templates.description':
    'ATS-taugliche Lebenslauf-Vorlagen: einspaltig, mit üblichen Überschriften, die Bewerbersysteme fehlerfrei lesen. Wählen Sie eine aus.',
  'checker.title': 'Kostenloser ATS-Lebenslauf-Check | Resumable',
  'checker.description':
    'Laden Sie Ihren Lebenslauf als PDF oder Word hoch und sehen Sie, was ein Parser daraus liest. Kostenlos, ohne Konto; nichts wird gespeichert.',
  'blog.title': 'Tipps für Ihren Lebenslauf: der Resumable-Blog',
  'blog.description':
    'Kurze, praktische Artikel für einen Lebenslauf, den Bewerbersysteme und Personaler lesen: Formatierung, Aufzählungspunkte und Zusammenfassungen.',
  'privacy.title': 'Datenschutzerklärung',
  'privacy.description':
    'Was Resumable über Sie speichert, warum, wie lange und wie Sie es löschen lassen können.',
  'terms.title': 'Nutzungsbedingungen',
  'terms.description':
    'Die Bedingungen für die Nutzung von Resumable: kostenlos erstellen und speichern, bezahlte Pakete für Downloads, Erstattungen und Kündigung.',
  englishOnly: 'Diese Seite gibt es nur auf Englisch.',
};
