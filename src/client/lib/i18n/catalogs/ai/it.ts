export default {
  writtenInEnglish:
    'Questi suggerimenti sono in inglese: il redattore integrato funziona solo in inglese. Traducili nella lingua del tuo curriculum prima di usarli.',
};
