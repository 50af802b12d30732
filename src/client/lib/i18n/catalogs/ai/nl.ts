export default {
  writtenInEnglish:
    'Deze suggesties zijn in het Engels: de ingebouwde schrijfhulp werkt alleen in het Engels. Vertaal een suggestie naar de taal van je cv voordat je hem gebruikt.',
  refresh: 'Vernieuwen',
  'bullets.improve': 'Verbeteren met AI',
  'bullets.ready_one': '{{count}} suggestie klaar',
  'bullets.ready_other': '{{count}} suggesties klaar',
  'bullets.rewritten': 'Suggestie herschreven: {{text}}',
  'bullets.added': 'Toegevoegd aan de definitieve opsommingspunten',
  'bullets.list': 'AI-suggesties',
  'bullets.hint': 'Tip:',
  'bullets.add': 'Toevoegen aan de definitieve opsommingspunten:',
  'bullets.rewrite': 'Suggestie herschrijven:',
  'skills.heading': 'Voorgesteld',
  'skills.loading': 'Je profiel wordt geanalyseerd...',
  'skills.empty': 'Vul meer onderdelen in om persoonlijke suggesties voor vaardigheden te krijgen.',
  'skills.list_one': '{{count}} voorgestelde vaardigheid',
  'skills.list_other': '{{count}} voorgestelde vaardigheden',
  'skills.add': 'Vaardigheid toevoegen:',
  'summary.heading': 'AI-suggesties op basis van je profiel',
  'summary.loading':
    'Je profiel wordt geanalyseerd om persoonlijke suggesties voor je profieltekst te maken...',
  'summary.empty':
    'Vul meer onderdelen in (werkervaring, opleiding, vaardigheden) om persoonlijke AI-suggesties op basis van je profiel te krijgen.',
  'summary.list_one': '{{count}} suggestie voor je profieltekst',
  'summary.list_other': '{{count}} suggesties voor je profieltekst',
};
