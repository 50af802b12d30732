export default {
  'checker.heading': 'Gratis ATS-cv-check',
  'checker.intro':
    'Upload een cv als pdf of Word, waar het ook gemaakt is, en zie welke tekst een cv-parser eruit haalt: je naam en contactgegevens, elke baan met de data, elk opsommingspunt, je opleiding en je vaardigheden. We lezen het bestand met dezelfde lezer die onze import gebruikt. Elk sollicitatiesysteem gebruikt zijn eigen parser, dus dit laat zien wat een gangbare parser leest, niet wat één bepaalde werkgever ziet. Het bestand wordt in het geheugen gelezen en nooit bewaard; je hebt geen account nodig.',
  'checker.file': 'Je cv (pdf of Word, hoogstens 10 MB)',
  'checker.jobAd': 'Vacature (optioneel): plak de tekst voor een matchrapport',
  'checker.submit': 'Mijn cv controleren',
  'checker.reading': 'Je bestand wordt gelezen',
  'checker.noFile': 'Kies een bestand om te importeren',
  'checker.offline': 'De controle kon niet worden uitgevoerd: controleer je verbinding.',
  'checker.openFailed': 'Het cv kon niet in de editor worden geopend.',
  'checker.read': 'Wat er is gelezen',
  'checker.nothingRead': 'Uit dit bestand is niets gelezen dat we als veld van een cv herkennen.',
  'checker.writing': 'ATS- en schrijfcontrole',
  'checker.match': 'Match met de vacature',
  'checker.continue': 'Verder in de editor',
  'field.name': 'Naam',
  'field.headline': 'Kopregel',
  'field.email': 'E-mailadres',
  'field.phone': 'Telefoon',
  'field.location': 'Locatie',
  'field.website': 'Webadres',
  'field.contact': 'Contactgegevens',
  'field.job.jobTitle': 'Baan {{n}}, functietitel',
  'field.job.company': 'Baan {{n}}, bedrijf',
  'field.job.startDate': 'Baan {{n}}, startdatum',
  'field.job.endDate': 'Baan {{n}}, einddatum',
  'field.job.bullet': 'Baan {{n}}, opsommingspunt {{m}}',
  'field.school.institution': 'Opleiding {{n}}, onderwijsinstelling',
  'field.school.degree': 'Opleiding {{n}}, diploma',
  'field.school.endDate': 'Opleiding {{n}}, einddatum',
  'field.skill': 'Vaardigheid {{n}}',
  'panel.signIn':
    'Log in om je cv op te slaan en zie dan hier wat een sollicitatiesysteem uit de pdf en het Word-bestand leest.',
  'panel.fileType': 'Bestandstype',
  'panel.failed':
    'Het teruglezen kon niet worden uitgevoerd: controleer je verbinding en laad de pagina opnieuw.',
  'panel.reading': 'Je bestand wordt teruggelezen',
  'panel.allSame.pdf_one':
    'Elk gecontroleerd veld is uit je pdf-bestand teruggelezen zoals je het schreef ({{count}} veld).',
  'panel.allSame.pdf_other':
    'Elk gecontroleerd veld is uit je pdf-bestand teruggelezen zoals je het schreef ({{count}} velden).',
  'panel.allSame.docx_one':
    'Elk gecontroleerd veld is uit je Word-bestand teruggelezen zoals je het schreef ({{count}} veld).',
  'panel.allSame.docx_other':
    'Elk gecontroleerd veld is uit je Word-bestand teruggelezen zoals je het schreef ({{count}} velden).',
  'panel.differ.pdf_one': '{{count}} van de {{total}} velden is anders teruggelezen uit je pdf-bestand.',
  'panel.differ.pdf_other': '{{count}} van de {{total}} velden zijn anders teruggelezen uit je pdf-bestand.',
  'panel.differ.docx_one': '{{count}} van de {{total}} velden is anders teruggelezen uit je Word-bestand.',
  'panel.differ.docx_other':
    '{{count}} van de {{total}} velden zijn anders teruggelezen uit je Word-bestand.',
  'panel.every': 'Alle velden, zoals geschreven en zoals gelezen',
  'panel.field': 'Veld',
  'panel.yours': 'Je cv',
  'panel.fromFile': 'Gelezen uit het bestand',
  'diff.list': 'Verschillen',
  'diff.kind.missing': 'niet gevonden',
  'diff.kind.changed': 'gewijzigd',
  'diff.kind.date': 'datum',
  'diff.kind.moved': 'verplaatst',
  'diff.kind.merged': 'samengevoegd',
  'diff.kind.split': 'gesplitst',
  'diff.got': 'Je schreef ‘<expected></expected>’; de lezer kreeg ‘<read></read>’.',
  'diff.gotNothing': 'Je schreef ‘<expected></expected>’; de lezer kreeg niets.',
  'diff.fix': 'Oplossing: ',
  'summary.all.pdf_one':
    'Een lezer zoals een ATS haalt {{count}} veld uit deze pdf zoals je het schreef ({{score}}).',
  'summary.all.pdf_other':
    'Een lezer zoals een ATS haalt alle {{count}} velden uit deze pdf zoals je ze schreef ({{score}}).',
  'summary.all.docx_one':
    'Een lezer zoals een ATS haalt {{count}} veld uit dit Word-bestand zoals je het schreef ({{score}}).',
  'summary.all.docx_other':
    'Een lezer zoals een ATS haalt alle {{count}} velden uit dit Word-bestand zoals je ze schreef ({{score}}).',
  'summary.some.pdf_one':
    'Een lezer zoals een ATS haalt {{read}} van {{count}} veld uit deze pdf zoals je het schreef ({{score}}).',
  'summary.some.pdf_other':
    'Een lezer zoals een ATS haalt {{read}} van je {{count}} velden uit deze pdf zoals je ze schreef ({{score}}).',
  'summary.some.docx_one':
    'Een lezer zoals een ATS haalt {{read}} van {{count}} veld uit dit Word-bestand zoals je het schreef ({{score}}).',
  'summary.some.docx_other':
    'Een lezer zoals een ATS haalt {{read}} van je {{count}} velden uit dit Word-bestand zoals je ze schreef ({{score}}).',
  'summary.differences_one': '{{count}} verschil, met oorzaak en oplossing',
  'summary.differences_other': '{{count}} verschillen, met oorzaak en oplossing',
  'summary.failed.pdf': 'We konden je pdf-bestand nu niet teruglezen. Je download verandert daardoor niet.',
  'summary.failed.docx': 'We konden je Word-bestand nu niet teruglezen. Je download verandert daardoor niet.',
  'summary.reading.pdf': 'Je pdf-bestand wordt teruggelezen',
  'summary.reading.docx': 'Je Word-bestand wordt teruggelezen',
  'summary.readingLong.pdf': 'Je pdf-bestand wordt teruggelezen zoals een sollicitatiesysteem dat zou doen…',
  'summary.readingLong.docx':
    'Je Word-bestand wordt teruggelezen zoals een sollicitatiesysteem dat zou doen…',
} as const;
