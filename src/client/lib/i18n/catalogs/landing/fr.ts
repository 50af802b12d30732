export default {
  'seo.title': 'Resumable : créez un CV compatible ATS en quelques minutes',
  'seo.description':
    'Créez pas à pas un CV compatible ATS, avec aperçu en direct et aide à la rédaction par IA, puis téléchargez-le en PDF ou Word. Création gratuite.',
  'hero.title': 'Créez un CV compatible ATS en {{minutes}} minutes',
  'hero.text':
    'Répondez à quelques questions étape par étape, regardez votre CV prendre forme dans un aperçu en direct et laissez l’IA vous suggérer des compétences, un résumé et des puces. La création et l’enregistrement sont gratuits.',
  'hero.cta': 'Créer mon CV',
  'hero.templates': 'Voir les modèles',
  'proof.title': 'Resumable en chiffres',
  'proof.builtToday_one': 'CV créé aujourd’hui',
  'proof.builtToday_many': 'de CV créés aujourd’hui',
  'proof.builtToday_other': 'CV créés aujourd’hui',
  'proof.templates': 'modèles compatibles ATS',
  'proof.users': 'professionnels nous font confiance',
  'proof.rating': 'note moyenne',
  'reviews.title': 'Ce qu’en disent les candidats',
  'reviews.stars': '{{rating}} étoiles sur 5',
  'features.title': 'Tout ce qu’il faut pour un CV qui se fait lire',
  'features.figures':
    'Les candidats dont le CV est clair et bien structuré obtiennent jusqu’à {{uplift}} plus d’entretiens et {{views}} de consultations en plus de la part des recruteurs.',
  'features.preview.title': 'Aperçu en direct',
  'features.preview.text':
    'Chaque modification s’affiche aussitôt sur une vraie page, mise en page exactement comme votre téléchargement.',
  'features.ai.title': 'Aide à la rédaction par IA',
  'features.ai.text':
    'Des suggestions de compétences et de résumé professionnel, et vos notes brutes réécrites en puces claires.',
  'features.ats.title': 'Lisible par les ATS',
  'features.ats.text':
    'Des titres standard et du vrai texte dans l’ordre de lecture, pour que les logiciels de recrutement lisent chaque ligne.',
  'features.design.title': 'Modèles et couleurs',
  'features.design.text':
    'Choisissez un modèle, une couleur et une taille de police ; votre contenu reste tel quel.',
  'features.formats.title': 'PDF et Word',
  'features.formats.text': 'Téléchargez un PDF balisé, en texte réel, ou un document Word modifiable.',
  'features.jobs.title': 'Adapté à chaque offre',
  'features.jobs.text':
    'Collez une offre d’emploi pour voir les compétences demandées qui manquent à votre CV, puis créez une copie adaptée à ce poste.',
  'features.letters.title': 'Des lettres de motivation assorties',
  'features.letters.text':
    'Écrire pour moi rédige une lettre à partir de votre CV et de l’offre d’emploi, mise en page dans le modèle de votre CV.',
  'features.saved.title': 'Enregistré au fil de l’eau',
  'features.saved.text':
    'Commencez sans compte ; inscrivez-vous et vos brouillons s’enregistrent automatiquement dans votre tableau de bord.',
  'features.cta': 'Créer mon CV',
  'blog.title': 'Conseils CV de notre blog',
  'blog.all': 'Tous les articles',
  'blog.inEnglish': 'Articles en anglais',
  'faq.title': 'Questions fréquentes',
  'plan.trial': 'Essai de 7 jours',
  'plan.3month': 'Formule 3 mois',
  'plan.6month': 'Formule 6 mois',
  'faq.planOnce_one': '{{plan}} : {{price}} en une fois, pour {{count}} jour',
  'faq.planOnce_many': '{{plan}} : {{price}} en une fois, pour {{count}} jours',
  'faq.planOnce_other': '{{plan}} : {{price}} en une fois, pour {{count}} jours',
  'faq.planRecurring_one':
    '{{plan}} : {{price}} pour {{count}} jour, puis {{renewal}} par mois jusqu’à résiliation',
  'faq.planRecurring_many':
    '{{plan}} : {{price}} pour {{count}} jours, puis {{renewal}} par mois jusqu’à résiliation',
  'faq.planRecurring_other':
    '{{plan}} : {{price}} pour {{count}} jours, puis {{renewal}} par mois jusqu’à résiliation',
  'faq.free.q': 'La création d’un CV est-elle gratuite ?',
  'faq.free.a':
    'Oui. Rédiger, prévisualiser et enregistrer des CV est gratuit. Vous pouvez commencer sans compte ; avec un compte gratuit, vos brouillons sont enregistrés automatiquement dans votre tableau de bord. Télécharger un CV terminé en PDF ou en Word nécessite une formule.',
  'faq.cost.q': 'Combien coûtent les formules ?',
  'faq.cost.a':
    '{{plans}}. Chaque formule comprend des téléchargements PDF et Word illimités tant qu’elle est active.',
  'faq.refund.q': 'Puis-je être remboursé ?',
  'faq.refund.a_one':
    'Oui. Chaque formule est assortie d’une garantie « satisfait ou remboursé » de {{count}} jour : si vous le demandez dans les {{count}} jour suivant le paiement, nous vous remboursons intégralement. Écrivez à notre adresse d’assistance, en pied de page.',
  'faq.refund.a_many':
    'Oui. Chaque formule est assortie d’une garantie « satisfait ou remboursé » de {{count}} jours : si vous le demandez dans les {{count}} jours suivant le paiement, nous vous remboursons intégralement. Écrivez à notre adresse d’assistance, en pied de page.',
  'faq.refund.a_other':
    'Oui. Chaque formule est assortie d’une garantie « satisfait ou remboursé » de {{count}} jours : si vous le demandez dans les {{count}} jours suivant le paiement, nous vous remboursons intégralement. Écrivez à notre adresse d’assistance, en pied de page.',
  'faq.cancel.q': 'Comment résilier ?',
  'faq.cancel.a':
    'Les formules 3 mois et 6 mois sont des paiements uniques qui prennent simplement fin ; rien n’est reconduit. L’essai se renouvelle chaque mois jusqu’à ce que vous le résiliiez, depuis Paramètres du compte ou par e-mail à l’assistance.',
  'faq.tailor.q': 'Puis-je adapter mon CV à chaque offre ?',
  'faq.tailor.a':
    'Oui. Avec un compte gratuit, enregistrez les offres auxquelles vous postulez sur la page Offres en collant chaque annonce. Pour chaque offre, vous voyez dans quelle mesure un CV y correspond : un score, les compétences et outils demandés que votre CV montre ou non, et une relecture de votre rédaction. Ajoutez une compétence manquante que vous possédez vraiment, puis créez une copie de votre CV adaptée à cette offre et modifiez-la ; l’original reste tel quel. À l’étape Améliorer, l’aide par IA peut rédiger un résumé ciblé sur le poste.',
  'faq.letter.q': 'Pouvez-vous rédiger ma lettre de motivation ?',
  'faq.letter.a':
    'Oui. Sur une nouvelle lettre de motivation, Écrire pour moi en rédige une à partir de votre CV et de l’offre d’emploi (collée, ou une offre enregistrée) : une introduction qui nomme le poste et l’entreprise, des paragraphes qui relient vos réalisations réelles aux attentes de l’offre, et une conclusion, sur un ton formel, chaleureux ou concis. Elle n’utilise que ce que dit votre CV, jamais un employeur, un établissement ou un chiffre qu’il ne contient pas ; relisez chaque phrase avant de l’envoyer. Réécrivez un paragraphe à la fois, modifiez le reste avec le gras, l’italique et les listes : la lettre est mise en page dans le modèle de votre CV, pour former un ensemble. La rédaction est gratuite ; la télécharger en PDF ou en Word nécessite une formule, comme pour les CV.',
  'faq.ats.q': 'Mon CV passera-t-il les logiciels de recrutement (ATS) ?',
  'faq.ats.a':
    'Nos modèles utilisent une seule colonne, des titres de section standard et du vrai texte sélectionnable : c’est ce que les logiciels de recrutement lisent le mieux. Les PDF sont en texte réel et balisés pour l’accessibilité ; les fichiers Word utilisent de vrais titres et de vraies listes, pour que vous puissiez les modifier.',
  'faq.privacy.q': 'Qui peut voir mon CV ?',
  'faq.privacy.a':
    'Sans compte, votre CV reste dans votre navigateur, sur cet appareil. Avec un compte, vos brouillons sont stockés sur notre serveur et vous seul pouvez les ouvrir. Nous ne vendons pas vos données ; la politique de confidentialité explique ce que nous conservons et pourquoi.',
};
