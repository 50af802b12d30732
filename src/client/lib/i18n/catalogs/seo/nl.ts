export default {
  'templates.title': 'ATS-vriendelijke cv-sjablonen',
  'templates.description':
    'ATS-vriendelijke cv-sjablonen: indelingen in één kolom met gangbare kopjes die sollicitatiesystemen foutloos lezen. Kies er een en begin met schrijven.',
  'checker.title': 'Gratis ATS-cv-check | Resumable',
  'checker.description':
    'Upload een cv als pdf of Word en zie wat een cv-parser eruit leest, met ATS- en schrijfcontroles. Gratis en zonder account; het bestand wordt nooit bewaard.',
  'blog.title': 'Cv-advies: de blog van Resumable',
  'blog.description':
    'Korte, praktische artikelen over het schrijven van een cv dat sollicitatiesystemen en recruiters lezen: opmaak, opsommingstekens en profielteksten.',
  'privacy.title': 'Privacybeleid',
  'privacy.description': 'Wat Resumable over u bewaart, waarom, hoe lang, en hoe u het laat verwijderen.',
  'terms.title': 'Servicevoorwaarden',
  'terms.description':
    'De voorwaarden voor het gebruik van Resumable: gratis maken en bewaren, betaalde abonnementen voor downloads, terugbetalingen en opzeggen.',
  englishOnly: 'Deze pagina is alleen in het Engels beschikbaar.',
};
