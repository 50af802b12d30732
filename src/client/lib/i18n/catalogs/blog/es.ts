export default {
  'index.heading': 'Consejos para tu currículum',
  'index.englishOnly': 'Los artículos están escritos en inglés.',
  'post.back': 'Consejos para tu currículum',
  'post.notFound': 'Artículo no encontrado',
  'post.notFoundTitle': 'Artículo no encontrado | Resumable',
  'post.all': 'Ver todos los artículos',
  'post.start': 'Empieza tu currículum',
  'post.practice': 'Ponlo en práctica',
  'post.pitch':
    'Crea tu currículum paso a paso con una vista previa en directo. Crearlo y guardarlo es gratis.',
  'post.build': 'Crear mi currículum',
} as const;
