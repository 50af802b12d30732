export default {
  'page.alt': 'Página {{number}} de {{total}} do currículo',
  'placeholder.text': 'O seu currículo aparecerá aqui à medida que escreve.',
  'status.loading': 'A carregar a pré-visualização',
  'status.paused':
    'Pré-visualização em pausa: não é possível contactar o servidor. As suas alterações são mantidas.',
  'status.missingCharacters':
    'Estes caracteres não podem ser mostrados com os tipos de letra do currículo e faltariam no ficheiro descarregado:',
} as const;
