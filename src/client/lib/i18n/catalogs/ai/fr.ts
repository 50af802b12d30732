export default {
  writtenInEnglish:
    'Ces suggestions sont en anglais : le rédacteur intégré ne fonctionne qu’en anglais. Traduisez-les dans la langue de votre CV avant de les garder.',
};
