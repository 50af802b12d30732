export default {
  'page.alt': 'Seite {{number}} von {{total}} des Lebenslaufs',
  'placeholder.text': 'Ihr Lebenslauf erscheint hier, während Sie tippen.',
  'status.loading': 'Vorschau wird geladen',
  'status.paused': 'Vorschau angehalten: Der Server ist nicht erreichbar. Ihre Änderungen bleiben erhalten.',
  'status.missingCharacters':
    'Diese Zeichen können mit den Schriften des Lebenslaufs nicht dargestellt werden und würden im Download fehlen:',
} as const;
