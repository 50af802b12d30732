export default {
  'templates.title': 'Modèles de CV compatibles ATS',
  'templates.description':
    'Modèles de CV compatibles ATS : une colonne et des titres standard que les logiciels de recrutement lisent sans erreur. Choisissez-en un.',
  'checker.title': 'Vérificateur ATS de CV gratuit | Resumable',
  'checker.description':
    'Importez votre CV en PDF ou Word et voyez ce qu’un analyseur en lit, avec des vérifications ATS et de rédaction. Gratuit, sans compte ; rien n’est conservé.',
  'blog.title': 'Conseils pour votre CV : le blog de Resumable',
  'blog.description':
    'Des articles courts et pratiques pour écrire un CV que les logiciels de recrutement et les recruteurs lisent : mise en page, puces et résumés.',
  'privacy.title': 'Politique de confidentialité',
  'privacy.description':
    'Ce que Resumable conserve à votre sujet, pourquoi, combien de temps, et comment le faire supprimer.',
  'terms.title': 'Conditions d’utilisation',
  'terms.description':
    'Les conditions d’utilisation de Resumable : création et sauvegarde gratuites, offres payantes pour les téléchargements, remboursements et résiliation.',
  englishOnly: 'Cette page n’existe qu’en anglais.',
};
