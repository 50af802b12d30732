export default {
  title: 'Was Sie gesendet haben',
  none: 'Noch nichts festgehalten. Halten Sie den Lebenslauf und das Anschreiben fest, die Sie gesendet haben, damit Sie jederzeit genau öffnen können, was der Arbeitgeber hat.',
  prompt:
    'Sie haben sich auf diese Stelle beworben. Lebenslauf und Anschreiben festhalten, die Sie gesendet haben?',
  loading: 'Gesendete Unterlagen werden geladen',
  loadFailed: 'Die gesendeten Unterlagen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'resume.sent': 'Gesendet: {{title}} (Version vom {{date}})',
  'resume.deleted':
    'Gesendet: {{title}} (Version vom {{date}}). Dieser Lebenslauf wurde inzwischen gelöscht.',
  'letter.sent': 'Anschreiben: {{title}}',
  'letter.none': 'Es wurde kein Anschreiben gesendet.',
  'letter.show': 'Anschreiben wie gesendet lesen',
  'letter.hide': 'Anschreiben ausblenden',
  'letter.deleted':
    'Dieses Anschreiben wurde inzwischen gelöscht; die Kopie unten ist das, was Sie gesendet haben.',
  movedToApplied: 'Nach „Beworben“ verschoben: {{title}}.',
  record: 'Gesendetes festhalten',
  change: 'Gesendetes ändern',
  clear: 'Gesendetes vergessen',
  clearing: 'Wird entfernt...',
  'form.resume': 'Gesendeter Lebenslauf',
  'form.chooseResume': 'Lebenslauf wählen',
  'form.letter': 'Gesendetes Anschreiben',
  'form.noLetter': 'Kein Anschreiben',
  'form.hint':
    'Der Lebenslauf wird so, wie er jetzt ist, in seinem Versionsverlauf aufbewahrt: Spätere Änderungen ändern nicht, was festgehalten ist.',
  'form.noResumes': 'Sie haben noch keine gespeicherten Lebensläufe.',
  'form.save': 'Gesendetes speichern',
  'form.saving': 'Wird gespeichert...',
  'form.cancel': 'Abbrechen',
  'form.resumeRequired': 'Wählen Sie den Lebenslauf, den Sie gesendet haben.',
  'form.failed': 'Speichern nicht möglich: {{reason}}',
};
