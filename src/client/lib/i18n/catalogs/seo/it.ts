export default {
  'templates.title': 'Modelli di curriculum compatibili con ATS',
  'templates.description':
    'Modelli di curriculum compatibili con ATS: una colonna e titoli standard che i sistemi di selezione leggono senza errori. Scegline uno.',
  'checker.title': 'Verifica ATS del curriculum gratuita | Resumable',
  'checker.description':
    'Carica il curriculum in PDF o Word e guarda cosa ne legge un parser, con controlli ATS e di scrittura. Gratis, senza account; non viene salvato nulla.',
  'blog.title': 'Consigli per il curriculum: il blog di Resumable',
  'blog.description':
    'Articoli brevi e pratici su come scrivere un curriculum che i sistemi di selezione e i selezionatori leggono: formattazione, elenchi puntati e profili.',
  'privacy.title': 'Informativa sulla privacy',
  'privacy.description':
    'Quali dati Resumable conserva su di te, perché, per quanto tempo e come chiederne la cancellazione.',
  'terms.title': 'Termini di servizio',
  'terms.description':
    'Le condizioni d’uso di Resumable: creazione e salvataggio gratuiti, piani a pagamento per i download, rimborsi e disdetta.',
  englishOnly: 'Questa pagina è disponibile solo in inglese.',
};
