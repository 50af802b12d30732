export default {
  writtenInEnglish:
    'Diese Vorschläge sind auf Englisch: Der eingebaute Schreibassistent arbeitet nur auf Englisch. Übersetzen Sie einen Vorschlag in die Sprache Ihres Lebenslaufs, bevor Sie ihn übernehmen.',
};
