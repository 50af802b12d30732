export default {
  'templates.title': 'Modelos de currículo compatíveis com ATS',
  'templates.description':
    'Modelos de currículo compatíveis com ATS: uma coluna e títulos padrão que os sistemas de recrutamento leem sem erros. Escolha um e comece.',
  'checker.title': 'Verificador ATS de currículos gratuito | Resumable',
  'checker.description':
    'Envie seu currículo em PDF ou Word e veja o que um leitor de currículos extrai dele, com verificações de ATS. Grátis, sem conta; nada é guardado.',
  'blog.title': 'Dicas de currículo: o blog da Resumable',
  'blog.description':
    'Artigos curtos e práticos sobre como escrever um currículo que os sistemas de recrutamento e os recrutadores leem: formatação, tópicos e resumos.',
  'privacy.title': 'Política de privacidade',
  'privacy.description':
    'O que a Resumable guarda sobre si, porquê, por quanto tempo e como pedir que seja apagado.',
  'terms.title': 'Termos de serviço',
  'terms.description':
    'Os termos de uso da Resumable: criar e guardar grátis, planos pagos para downloads, reembolsos e cancelamento.',
  englishOnly: 'Esta página está disponível apenas em inglês.',
};
