export default {
  'seo.title': 'Resumable: crie um currículo compatível com ATS em minutos',
  'seo.description':
    'Crie passo a passo um currículo compatível com ATS, com pré-visualização ao vivo e ajuda de IA, e baixe-o em PDF ou Word. Criar e guardar é grátis.',
  'hero.title': 'Crie um currículo compatível com ATS em {{minutes}} minutos',
  'hero.text':
    'Responda a algumas perguntas passo a passo, veja o seu currículo ganhar forma numa pré-visualização em tempo real e deixe a IA sugerir competências, um resumo e marcadores. Criar e guardar é grátis.',
  'hero.cta': 'Criar o meu currículo',
  'hero.templates': 'Ver modelos',
  'proof.title': 'O Resumable em números',
  'proof.builtToday_one': 'currículo criado hoje',
  'proof.builtToday_many': 'de currículos criados hoje',
  'proof.builtToday_other': 'currículos criados hoje',
  'proof.templates': 'modelos compatíveis com ATS',
  'proof.users': 'profissionais confiam em nós',
  'proof.rating': 'avaliação média',
  'reviews.title': 'O que dizem os candidatos',
  'reviews.stars': '{{rating}} de 5 estrelas',
  'features.title': 'Tudo o que precisa para um currículo que é lido',
  'features.figures':
    'Os candidatos com um currículo claro e bem estruturado conseguem até {{uplift}} mais entrevistas e mais {{views}} de visualizações por parte dos recrutadores.',
  'features.preview.title': 'Pré-visualização em tempo real',
  'features.preview.text':
    'Cada alteração aparece de imediato numa página real, paginada exatamente como o ficheiro que vai descarregar.',
  'features.ai.title': 'Ajuda de IA na escrita',
  'features.ai.text':
    'Sugestões de competências e do seu resumo profissional, e notas soltas reescritas como marcadores claros.',
  'features.ats.title': 'Legível por ATS',
  'features.ats.text':
    'Títulos habituais e texto real pela ordem de leitura, para que os sistemas de recrutamento leiam cada linha.',
  'features.design.title': 'Modelos e cores',
  'features.design.text': 'Escolha um modelo, uma cor e um tamanho de letra; o seu conteúdo fica como está.',
  'features.formats.title': 'PDF e Word',
  'features.formats.text': 'Descarregue um PDF etiquetado, com texto real, ou um documento Word editável.',
  'features.jobs.title': 'Adaptado a cada oferta',
  'features.jobs.text':
    'Cole um anúncio de emprego para ver que competências pede e faltam no seu currículo, e crie uma cópia adaptada a essa oferta.',
  'features.letters.title': 'Cartas de apresentação a condizer',
  'features.letters.text':
    'Escrever por mim redige uma carta a partir do seu currículo e do anúncio de emprego, paginada no modelo do seu currículo.',
  'features.saved.title': 'Guardado à medida que avança',
  'features.saved.text':
    'Comece sem conta; registe-se e os seus rascunhos são guardados automaticamente no seu painel.',
  'features.cta': 'Criar o meu currículo',
  'blog.title': 'Conselhos sobre currículos do nosso blogue',
  'blog.all': 'Todos os artigos',
  'blog.inEnglish': 'Artigos em inglês',
  'faq.title': 'Perguntas frequentes',
  'plan.trial': 'Teste de 7 dias',
  'plan.3month': 'Plano de 3 meses',
  'plan.6month': 'Plano de 6 meses',
  'faq.planOnce_one': '{{plan}}: {{price}} num só pagamento, por {{count}} dia',
  'faq.planOnce_many': '{{plan}}: {{price}} num só pagamento, por {{count}} dias',
  'faq.planOnce_other': '{{plan}}: {{price}} num só pagamento, por {{count}} dias',
  'faq.planRecurring_one': '{{plan}}: {{price}} por {{count}} dia e depois {{renewal}} por mês até cancelar',
  'faq.planRecurring_many':
    '{{plan}}: {{price}} por {{count}} dias e depois {{renewal}} por mês até cancelar',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} por {{count}} dias e depois {{renewal}} por mês até cancelar',
  'faq.free.q': 'Criar um currículo é grátis?',
  'faq.free.a':
    'Sim. Escrever, pré-visualizar e guardar currículos é grátis. Pode começar sem conta; com uma conta gratuita, os seus rascunhos são guardados automaticamente no seu painel. Descarregar um currículo terminado em PDF ou Word requer um plano.',
  'faq.cost.q': 'Quanto custam os planos?',
  'faq.cost.a':
    '{{plans}}. Todos os planos incluem descargas ilimitadas em PDF e Word enquanto estiverem ativos.',
  'faq.refund.q': 'Posso ser reembolsado?',
  'faq.refund.a_one':
    'Sim. Todos os planos têm uma garantia de reembolso de {{count}} dia: se o pedir nos {{count}} dia seguintes ao pagamento, devolvemos o valor na totalidade. Escreva para o nosso endereço de apoio, no rodapé.',
  'faq.refund.a_many':
    'Sim. Todos os planos têm uma garantia de reembolso de {{count}} dias: se o pedir nos {{count}} dias seguintes ao pagamento, devolvemos o valor na totalidade. Escreva para o nosso endereço de apoio, no rodapé.',
  'faq.refund.a_other':
    'Sim. Todos os planos têm uma garantia de reembolso de {{count}} dias: se o pedir nos {{count}} dias seguintes ao pagamento, devolvemos o valor na totalidade. Escreva para o nosso endereço de apoio, no rodapé.',
  'faq.cancel.q': 'Como cancelo?',
  'faq.cancel.a':
    'Os planos de 3 e 6 meses são pagamentos únicos e simplesmente terminam; nada é renovado. O teste renova-se todos os meses até o cancelar, o que pode fazer nas Definições da conta ou por e-mail para o apoio.',
  'faq.tailor.q': 'Posso adaptar o meu currículo a cada oferta?',
  'faq.tailor.a':
    'Sim. Com uma conta gratuita, guarde as ofertas a que se candidata na página Ofertas de emprego, colando cada anúncio. Para cada oferta vê até que ponto um currículo lhe corresponde: uma pontuação, as competências e ferramentas pedidas no anúncio que o seu currículo mostra ou não, e uma revisão da sua escrita. Acrescente uma competência em falta que tenha de facto, crie uma cópia do seu currículo adaptada a essa oferta e edite-a; o original fica como está. No passo Melhorar, a ajuda de IA pode escrever um resumo orientado para a oferta.',
  'faq.letter.q': 'Podem escrever a minha carta de apresentação?',
  'faq.letter.a':
    'Sim. Numa nova carta de apresentação, Escrever por mim redige uma a partir do seu currículo e do anúncio de emprego (colado, ou uma oferta que guardou): uma abertura que indica a função e a empresa, parágrafos que ligam as suas conquistas reais ao que o anúncio pede, e um fecho, em tom formal, caloroso ou conciso. Usa apenas o que o seu currículo diz, nunca um empregador, uma escola ou um número que lá não esteja; leia cada frase antes de a enviar. Reescreva um parágrafo de cada vez, edite o resto com negrito, itálico e listas, e a carta é paginada no modelo do seu currículo, para que os dois formem um conjunto. Escrever é grátis; descarregá-la em PDF ou Word requer um plano, tal como os currículos.',
  'faq.ats.q': 'O meu currículo passa nos sistemas de recrutamento (ATS)?',
  'faq.ats.a':
    'Os nossos modelos usam uma só coluna, títulos de secção habituais e texto real e selecionável, que é o que os sistemas de recrutamento leem melhor. Os PDF têm texto real e estão etiquetados para acessibilidade; os ficheiros Word usam títulos e listas reais, para que os possa editar.',
  'faq.privacy.q': 'Quem pode ver o meu currículo?',
  'faq.privacy.a':
    'Sem conta, o seu currículo fica no seu navegador, neste dispositivo. Com conta, os seus rascunhos ficam guardados no nosso servidor e mais ninguém os pode abrir. Não vendemos os seus dados; a política de privacidade explica o que guardamos e porquê.',
};
