export default {
  'index.heading': 'Lebenslauf-Tipps',
  'index.englishOnly': 'Die Artikel sind auf Englisch geschrieben.',
  'post.back': 'Lebenslauf-Tipps',
  'post.notFound': 'Artikel nicht gefunden',
  'post.notFoundTitle': 'Artikel nicht gefunden | Resumable',
  'post.all': 'Alle Artikel ansehen',
  'post.start': 'Beginnen Sie Ihren Lebenslauf',
  'post.practice': 'Setzen Sie es in die Praxis um',
  'post.pitch':
    'Erstellen Sie Ihren Lebenslauf Schritt für Schritt mit Live-Vorschau. Erstellen und Speichern sind kostenlos.',
  'post.build': 'Lebenslauf erstellen',
} as const;
