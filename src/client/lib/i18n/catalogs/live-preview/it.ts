export default {
  'page.alt': 'Pagina {{number}} di {{total}} del curriculum',
  'placeholder.text': 'Il tuo curriculum apparirà qui mentre scrivi.',
  'status.loading': 'Caricamento dell’anteprima',
  'status.paused': 'Anteprima in pausa: il server non è raggiungibile. Le tue modifiche sono conservate.',
  'status.missingCharacters':
    'Questi caratteri non possono essere mostrati con i font del curriculum e mancherebbero nel file scaricato:',
} as const;
