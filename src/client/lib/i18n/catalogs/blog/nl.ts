export default {
  'index.heading': 'Cv-advies',
  'index.englishOnly': 'De artikelen zijn in het Engels geschreven.',
  'post.back': 'Cv-advies',
  'post.notFound': 'Artikel niet gevonden',
  'post.notFoundTitle': 'Artikel niet gevonden | Resumable',
  'post.all': 'Alle artikelen bekijken',
  'post.start': 'Begin aan je cv',
  'post.practice': 'Breng het in de praktijk',
  'post.pitch': 'Maak je cv stap voor stap met een live voorbeeld. Maken en opslaan is gratis.',
  'post.build': 'Maak mijn cv',
} as const;
