export default {
  'status.saving': 'Salvataggio in corso',
  'status.saved': 'Salvato',
  'status.retrying': 'Non salvato, nuovo tentativo in corso',
  'status.conflict': 'Modificato altrove',
  'conflict.title': 'Questo curriculum è stato modificato altrove',
  'conflict.textAt':
    'È stato salvato da un’altra scheda o da un altro dispositivo alle <time>{{time}}</time>, dopo che l’avevi aperto. Mantieni le tue modifiche (sostituiscono quella versione) oppure carica la versione salvata (le modifiche non salvate vengono scartate).',
  'conflict.text':
    'È stato salvato da un’altra scheda o da un altro dispositivo dopo che l’avevi aperto. Mantieni le tue modifiche (sostituiscono quella versione) oppure carica la versione salvata (le modifiche non salvate vengono scartate).',
  'conflict.loadSaved': 'Carica la versione salvata',
  'conflict.keepMine': 'Mantieni le mie modifiche',
  'rename.failed': 'Non è stato possibile salvare il titolo. Riprova.',
  'migration.issueTitle': 'Problema nel trasferimento del curriculum',
  'migration.issueText': 'Non siamo riusciti a salvare il tuo curriculum. Riprova o contatta l’assistenza.',
  'migration.errorTitle': 'Errore nel trasferimento del curriculum',
  'migration.errorText': 'Si è verificato un errore durante il salvataggio del tuo curriculum. Riprova.',
  'download.saveFailed': 'Non è stato possibile salvare il tuo curriculum. Riprova.',
  'download.notFound': 'Impossibile trovare i dati del tuo curriculum. Riprova o contatta l’assistenza.',
} as const;
