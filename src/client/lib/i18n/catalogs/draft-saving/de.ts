export default {
  'status.saving': 'Wird gespeichert',
  'status.saved': 'Gespeichert',
  'status.retrying': 'Nicht gespeichert, neuer Versuch läuft',
  'status.conflict': 'Anderswo geändert',
  'conflict.title': 'Dieser Lebenslauf wurde anderswo geändert',
  'conflict.textAt':
    'Er wurde um <time>{{time}}</time> in einem anderen Tab oder auf einem anderen Gerät gespeichert, nachdem Sie ihn geöffnet hatten. Behalten Sie Ihre Änderungen (sie ersetzen diese Version) oder laden Sie die gespeicherte Version (Ihre nicht gespeicherten Änderungen gehen dabei verloren).',
  'conflict.text':
    'Er wurde in einem anderen Tab oder auf einem anderen Gerät gespeichert, nachdem Sie ihn geöffnet hatten. Behalten Sie Ihre Änderungen (sie ersetzen diese Version) oder laden Sie die gespeicherte Version (Ihre nicht gespeicherten Änderungen gehen dabei verloren).',
  'conflict.loadSaved': 'Gespeicherte Version laden',
  'conflict.keepMine': 'Meine Änderungen behalten',
  'rename.failed': 'Der Titel konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'migration.issueTitle': 'Problem beim Übernehmen des Lebenslaufs',
  'migration.issueText':
    'Wir konnten Ihren Lebenslauf nicht speichern. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
  'migration.errorTitle': 'Fehler beim Übernehmen des Lebenslaufs',
  'migration.errorText':
    'Beim Speichern Ihres Lebenslaufs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'download.saveFailed': 'Ihr Lebenslauf konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'download.notFound':
    'Die Daten Ihres Lebenslaufs wurden nicht gefunden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
} as const;
