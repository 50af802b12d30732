export default {
  'page.alt': 'Pagina {{number}} van {{total}} van je cv',
  'placeholder.text': 'Je cv verschijnt hier terwijl je typt.',
  'status.loading': 'Voorbeeld laden',
  'status.paused': 'Voorbeeld gepauzeerd: de server is niet bereikbaar. Je wijzigingen blijven bewaard.',
  'status.missingCharacters':
    'Deze tekens kunnen niet worden weergegeven met de lettertypen van het cv en zouden in de download ontbreken:',
} as const;
