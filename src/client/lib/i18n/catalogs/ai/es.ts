export default {
  writtenInEnglish:
    'Estas sugerencias están en inglés: el redactor integrado solo funciona en inglés. Tradúcelas al idioma de tu currículum antes de usarlas.',
};
