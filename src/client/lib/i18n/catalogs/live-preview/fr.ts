export default {
  'page.alt': 'Page {{number}} sur {{total}} du CV',
  'placeholder.text': 'Votre CV apparaîtra ici au fil de la saisie.',
  'status.loading': 'Chargement de l’aperçu',
  'status.paused': 'Aperçu en pause : le serveur est injoignable. Vos modifications sont conservées.',
  'status.missingCharacters':
    'Ces caractères ne peuvent pas être affichés avec les polices du CV et manqueraient dans le téléchargement :',
} as const;
