export default {
  writtenInEnglish:
    'Estas sugestões estão em inglês: o redator integrado só funciona em inglês. Traduza-as para o idioma do seu currículo antes de usá-las.',
};
