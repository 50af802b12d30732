export default {
  'index.heading': 'Conselhos para o seu currículo',
  'index.englishOnly': 'Os artigos estão escritos em inglês.',
  'post.back': 'Conselhos para o seu currículo',
  'post.notFound': 'Artigo não encontrado',
  'post.notFoundTitle': 'Artigo não encontrado | Resumable',
  'post.all': 'Ver todos os artigos',
  'post.start': 'Comece o seu currículo',
  'post.practice': 'Ponha em prática',
  'post.pitch':
    'Crie o seu currículo passo a passo com pré-visualização em tempo real. Criar e guardar é gratuito.',
  'post.build': 'Criar o meu currículo',
} as const;
