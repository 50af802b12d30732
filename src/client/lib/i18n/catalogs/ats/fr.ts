export default {
  'checker.heading': 'Vérificateur ATS de CV gratuit',
  'checker.intro':
    'Importez un CV en PDF ou Word, créé n’importe où, et voyez le texte qu’un analyseur de CV en tire : vos nom et coordonnées, chaque poste et ses dates, chaque puce, votre formation et vos compétences. Nous lisons le fichier avec le même lecteur que notre import. Chaque logiciel de recrutement utilise son propre analyseur : ceci montre ce que lit un analyseur type, pas ce que verra un employeur donné. Le fichier est lu en mémoire et n’est jamais conservé ; aucun compte n’est nécessaire.',
  'checker.file': 'Votre CV (PDF ou Word, 10 Mo au maximum)',
  'checker.jobAd': 'Offre d’emploi (facultatif) : collez-la pour obtenir un rapport de correspondance',
  'checker.submit': 'Vérifier mon CV',
  'checker.reading': 'Lecture de votre fichier',
  'checker.noFile': 'Choisissez un fichier à importer',
  'checker.offline': 'La vérification n’a pas pu être lancée : vérifiez votre connexion.',
  'checker.openFailed': 'Le CV n’a pas pu être ouvert dans l’éditeur.',
  'checker.read': 'Ce qui a été lu',
  'checker.nothingRead': 'Rien de ce fichier n’a été reconnu comme un champ de CV.',
  'checker.writing': 'Vérification ATS et rédaction',
  'checker.match': 'Correspondance avec l’offre d’emploi',
  'checker.continue': 'Continuer dans l’éditeur',
  'field.name': 'Nom',
  'field.headline': 'Titre',
  'field.email': 'Adresse e-mail',
  'field.phone': 'Téléphone',
  'field.location': 'Lieu',
  'field.website': 'Site web',
  'field.contact': 'Coordonnées',
  'field.job.jobTitle': 'Poste {{n}}, intitulé',
  'field.job.company': 'Poste {{n}}, entreprise',
  'field.job.startDate': 'Poste {{n}}, date de début',
  'field.job.endDate': 'Poste {{n}}, date de fin',
  'field.job.bullet': 'Poste {{n}}, puce {{m}}',
  'field.school.institution': 'Formation {{n}}, établissement',
  'field.school.degree': 'Formation {{n}}, diplôme',
  'field.school.endDate': 'Formation {{n}}, date de fin',
  'field.skill': 'Compétence {{n}}',
  'panel.signIn':
    'Connectez-vous pour enregistrer votre CV, puis voyez ici ce qu’un logiciel de recrutement lit de ses fichiers PDF et Word.',
  'panel.fileType': 'Type de fichier',
  'panel.failed': 'La relecture n’a pas pu être lancée : vérifiez votre connexion et rechargez la page.',
  'panel.reading': 'Relecture de votre fichier',
  'panel.allSame.pdf_one':
    'Chaque champ vérifié a été relu dans votre fichier PDF tel que vous l’avez écrit ({{count}} champ).',
  'panel.allSame.pdf_many':
    'Chaque champ vérifié a été relu dans votre fichier PDF tel que vous l’avez écrit ({{count}} de champs).',
  'panel.allSame.pdf_other':
    'Chaque champ vérifié a été relu dans votre fichier PDF tel que vous l’avez écrit ({{count}} champs).',
  'panel.allSame.docx_one':
    'Chaque champ vérifié a été relu dans votre fichier Word tel que vous l’avez écrit ({{count}} champ).',
  'panel.allSame.docx_many':
    'Chaque champ vérifié a été relu dans votre fichier Word tel que vous l’avez écrit ({{count}} de champs).',
  'panel.allSame.docx_other':
    'Chaque champ vérifié a été relu dans votre fichier Word tel que vous l’avez écrit ({{count}} champs).',
  'panel.differ.pdf_one': '{{count}} champ sur {{total}} a été relu différemment dans votre fichier PDF.',
  'panel.differ.pdf_many':
    '{{count}} de champs sur {{total}} ont été relus différemment dans votre fichier PDF.',
  'panel.differ.pdf_other':
    '{{count}} champs sur {{total}} ont été relus différemment dans votre fichier PDF.',
  'panel.differ.docx_one': '{{count}} champ sur {{total}} a été relu différemment dans votre fichier Word.',
  'panel.differ.docx_many':
    '{{count}} de champs sur {{total}} ont été relus différemment dans votre fichier Word.',
  'panel.differ.docx_other':
    '{{count}} champs sur {{total}} ont été relus différemment dans votre fichier Word.',
  'panel.every': 'Tous les champs, tels qu’écrits et tels que lus',
  'panel.field': 'Champ',
  'panel.yours': 'Votre CV',
  'panel.fromFile': 'Lu dans le fichier',
  'diff.list': 'Différences',
  'diff.kind.missing': 'introuvable',
  'diff.kind.changed': 'modifié',
  'diff.kind.date': 'date mal lue',
  'diff.kind.moved': 'déplacé',
  'diff.kind.merged': 'fusionné',
  'diff.kind.split': 'scindé',
  'diff.got': 'Vous avez écrit « <expected></expected> » ; le lecteur a obtenu « <read></read> ».',
  'diff.gotNothing': 'Vous avez écrit « <expected></expected> » ; le lecteur n’a rien obtenu.',
  'diff.fix': 'Correction : ',
  'summary.all.pdf_one':
    'Un lecteur de type ATS obtient de ce PDF votre {{count}} champ tel que vous l’avez écrit ({{score}}).',
  'summary.all.pdf_many':
    'Un lecteur de type ATS obtient de ce PDF vos {{count}} de champs tels que vous les avez écrits ({{score}}).',
  'summary.all.pdf_other':
    'Un lecteur de type ATS obtient de ce PDF vos {{count}} champs tels que vous les avez écrits ({{score}}).',
  'summary.all.docx_one':
    'Un lecteur de type ATS obtient de ce fichier Word votre {{count}} champ tel que vous l’avez écrit ({{score}}).',
  'summary.all.docx_many':
    'Un lecteur de type ATS obtient de ce fichier Word vos {{count}} de champs tels que vous les avez écrits ({{score}}).',
  'summary.all.docx_other':
    'Un lecteur de type ATS obtient de ce fichier Word vos {{count}} champs tels que vous les avez écrits ({{score}}).',
  'summary.some.pdf_one':
    'Un lecteur de type ATS obtient de ce PDF {{read}} champ sur {{count}} tel que vous l’avez écrit ({{score}}).',
  'summary.some.pdf_many':
    'Un lecteur de type ATS obtient de ce PDF {{read}} de vos {{count}} de champs tels que vous les avez écrits ({{score}}).',
  'summary.some.pdf_other':
    'Un lecteur de type ATS obtient de ce PDF {{read}} de vos {{count}} champs tels que vous les avez écrits ({{score}}).',
  'summary.some.docx_one':
    'Un lecteur de type ATS obtient de ce fichier Word {{read}} champ sur {{count}} tel que vous l’avez écrit ({{score}}).',
  'summary.some.docx_many':
    'Un lecteur de type ATS obtient de ce fichier Word {{read}} de vos {{count}} de champs tels que vous les avez écrits ({{score}}).',
  'summary.some.docx_other':
    'Un lecteur de type ATS obtient de ce fichier Word {{read}} de vos {{count}} champs tels que vous les avez écrits ({{score}}).',
  'summary.differences_one': '{{count}} différence, avec sa cause et sa correction',
  'summary.differences_many': '{{count}} de différences, avec leur cause et leur correction',
  'summary.differences_other': '{{count}} différences, avec leur cause et leur correction',
  'summary.failed.pdf':
    'Nous n’avons pas pu relire votre fichier PDF pour le moment. Votre téléchargement n’est pas concerné.',
  'summary.failed.docx':
    'Nous n’avons pas pu relire votre fichier Word pour le moment. Votre téléchargement n’est pas concerné.',
  'summary.reading.pdf': 'Relecture de votre fichier PDF',
  'summary.reading.docx': 'Relecture de votre fichier Word',
  'summary.readingLong.pdf': 'Relecture de votre fichier PDF comme le ferait un logiciel de recrutement…',
  'summary.readingLong.docx': 'Relecture de votre fichier Word comme le ferait un logiciel de recrutement…',
} as const;
