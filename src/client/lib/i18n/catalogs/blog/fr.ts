export default {
  'index.heading': 'Conseils pour votre CV',
  'index.englishOnly': 'Les articles sont rédigés en anglais.',
  'post.back': 'Conseils pour votre CV',
  'post.notFound': 'Article introuvable',
  'post.notFoundTitle': 'Article introuvable | Resumable',
  'post.all': 'Voir tous les articles',
  'post.start': 'Commencer votre CV',
  'post.practice': 'Passez à la pratique',
  'post.pitch': 'Créez votre CV étape par étape avec un aperçu en direct. Création et sauvegarde gratuites.',
  'post.build': 'Créer mon CV',
} as const;
