/** The download dialog, /loading, the resume preview and the builder's save conflict, in French (vous): see en.ts. */
export default {
  'dialog.title': 'Téléchargez votre CV',
  'dialog.description': 'Choisissez un format.',
  'dialog.pdf': 'Document PDF',
  'dialog.word': 'Document Word',
  'dialog.pdfHint': 'Idéal pour l’impression et les ATS',
  'dialog.wordHint': 'Format modifiable',
  'dialog.recommended': 'Recommandé',
  'dialog.downloading': 'Téléchargement...',
  'dialog.failed': 'Impossible de télécharger le fichier {{format}}. Veuillez réessayer.',
  'dialog.readBack': 'Ce que lit un ATS',
  'dialog.readBackType': 'Type de fichier à relire',
  'flow.saveFailed': 'Impossible d’enregistrer votre CV. Veuillez réessayer.',
  'flow.notFound':
    'Impossible de trouver les données de votre CV. Veuillez réessayer ou contacter l’assistance.',
  'loading.done': 'CV optimisé avec succès',
  'loading.saved': 'Votre CV est enregistré dans votre compte.',
  'loading.savedAdvice_one':
    'Votre CV est enregistré dans votre compte. La page d’aperçu propose {{count}} suggestion pour l’améliorer.',
  'loading.savedAdvice_many':
    'Votre CV est enregistré dans votre compte. La page d’aperçu propose {{count}} de suggestions pour l’améliorer.',
  'loading.savedAdvice_other':
    'Votre CV est enregistré dans votre compte. La page d’aperçu propose {{count}} suggestions pour l’améliorer.',
  'loading.settingUp': 'Configuration de votre compte',
  'loading.optimizing': 'Optimisation de votre CV',
  'loading.step.account': 'Vérification de votre compte',
  'loading.step.save': 'Enregistrement de votre CV dans votre compte',
  'loading.step.check': 'Vérification de votre CV',
  'loading.stepDone': '(terminé)',
  'preview.title': 'Aperçu du CV | Resumable',
  'preview.back': 'Retour à l’éditeur',
  'preview.heading': 'Aperçu du CV',
  'preview.design': 'Mise en page',
  'preview.complete': '{{percent}} % complété',
  'preview.completeness': 'Progression du CV',
  'preview.json': 'Télécharger mes données au format JSON Resume',
  'preview.download': 'Télécharger',
  'preview.notYet': 'Complétez à {{percent}} % pour télécharger',
  'preview.advice': 'Avant de télécharger',
  'conflict.title': 'Ce CV a été modifié ailleurs',
  'conflict.textAt':
    'Il a été enregistré depuis un autre onglet ou appareil à <time></time>, après que vous l’avez ouvert. Conservez vos modifications (elles remplacent cette version) ou chargez la version enregistrée (vos modifications non enregistrées sont abandonnées).',
  'conflict.text':
    'Il a été enregistré depuis un autre onglet ou appareil après que vous l’avez ouvert. Conservez vos modifications (elles remplacent cette version) ou chargez la version enregistrée (vos modifications non enregistrées sont abandonnées).',
  'conflict.loadSaved': 'Charger la version enregistrée',
  'conflict.keepMine': 'Conserver mes modifications',
  'rename.failed': 'Impossible d’enregistrer le titre. Veuillez réessayer.',
} as const;
