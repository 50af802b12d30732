export default {
  writtenInEnglish:
    'Deze suggesties zijn in het Engels: de ingebouwde schrijfhulp werkt alleen in het Engels. Vertaal een suggestie naar de taal van je cv voordat je hem gebruikt.',
};
