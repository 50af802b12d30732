export default {
  'index.heading': 'Consigli per il curriculum',
  'index.englishOnly': 'Gli articoli sono scritti in inglese.',
  'post.back': 'Consigli per il curriculum',
  'post.notFound': 'Articolo non trovato',
  'post.notFoundTitle': 'Articolo non trovato | Resumable',
  'post.all': 'Vedi tutti gli articoli',
  'post.start': 'Inizia il tuo curriculum',
  'post.practice': 'Mettilo in pratica',
  'post.pitch':
    'Crea il tuo curriculum passo dopo passo con l’anteprima dal vivo. Crearlo e salvarlo è gratis.',
  'post.build': 'Crea il mio curriculum',
} as const;
