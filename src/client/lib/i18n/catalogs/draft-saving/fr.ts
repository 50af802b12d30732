export default {
  'status.saving': 'Enregistrement en cours',
  'status.saved': 'Enregistré',
  'status.retrying': 'Non enregistré, nouvel essai en cours',
  'status.conflict': 'Modifié ailleurs',
  'conflict.title': 'Ce CV a été modifié ailleurs',
  'conflict.textAt':
    'Il a été enregistré depuis un autre onglet ou appareil à <time>{{time}}</time>, après que vous l’avez ouvert. Conservez vos modifications (elles remplaceront cette version) ou chargez la version enregistrée (vos modifications non enregistrées seront perdues).',
  'conflict.text':
    'Il a été enregistré depuis un autre onglet ou appareil après que vous l’avez ouvert. Conservez vos modifications (elles remplaceront cette version) ou chargez la version enregistrée (vos modifications non enregistrées seront perdues).',
  'conflict.loadSaved': 'Charger la version enregistrée',
  'conflict.keepMine': 'Conserver mes modifications',
  'rename.failed': 'Le titre n’a pas pu être enregistré. Veuillez réessayer.',
  'migration.issueTitle': 'Problème de transfert du CV',
  'migration.issueText':
    'Nous n’avons pas pu enregistrer votre CV. Veuillez réessayer ou contacter l’assistance.',
  'migration.errorTitle': 'Erreur de transfert du CV',
  'migration.errorText':
    'Une erreur s’est produite lors de l’enregistrement de votre CV. Veuillez réessayer.',
  'download.saveFailed': 'Votre CV n’a pas pu être enregistré. Veuillez réessayer.',
  'download.notFound':
    'Impossible de trouver les données de votre CV. Veuillez réessayer ou contacter l’assistance.',
} as const;
