export default {
  'status.saving': 'Bezig met opslaan',
  'status.saved': 'Opgeslagen',
  'status.retrying': 'Niet opgeslagen, we proberen het opnieuw',
  'status.conflict': 'Elders gewijzigd',
  'conflict.title': 'Dit cv is elders gewijzigd',
  'conflict.textAt':
    'Het is om <time>{{time}}</time> in een ander tabblad of op een ander apparaat opgeslagen, nadat jij het had geopend. Behoud je wijzigingen (die vervangen die versie) of laad de opgeslagen versie (je niet-opgeslagen wijzigingen gaan dan verloren).',
  'conflict.text':
    'Het is in een ander tabblad of op een ander apparaat opgeslagen, nadat jij het had geopend. Behoud je wijzigingen (die vervangen die versie) of laad de opgeslagen versie (je niet-opgeslagen wijzigingen gaan dan verloren).',
  'conflict.loadSaved': 'Opgeslagen versie laden',
  'conflict.keepMine': 'Mijn wijzigingen behouden',
  'rename.failed': 'De titel kon niet worden opgeslagen. Probeer het opnieuw.',
  'migration.issueTitle': 'Probleem bij het overzetten van je cv',
  'migration.issueText': 'We konden je cv niet opslaan. Probeer het opnieuw of neem contact op met support.',
  'migration.errorTitle': 'Fout bij het overzetten van je cv',
  'migration.errorText': 'Er ging iets mis bij het opslaan van je cv. Probeer het opnieuw.',
  'download.saveFailed': 'Je cv kon niet worden opgeslagen. Probeer het opnieuw.',
  'download.notFound':
    'We kunnen de gegevens van je cv niet vinden. Probeer het opnieuw of neem contact op met support.',
} as const;
