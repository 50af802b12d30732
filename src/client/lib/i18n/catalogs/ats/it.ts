export default {
  'checker.heading': 'Verifica ATS del curriculum gratuita',
  'checker.intro':
    'Carica un curriculum in PDF o Word creato ovunque e guarda il testo che un parser di curriculum ne ricava: il tuo nome e i tuoi contatti, ogni lavoro con le sue date, ogni punto elenco, la tua formazione e le tue competenze. Leggiamo il file con lo stesso lettore usato dalla nostra importazione. Ogni sistema di selezione del personale usa il proprio parser, quindi questo mostra ciò che legge un parser tipico, non ciò che vedrà un singolo datore di lavoro. Il file viene letto in memoria e mai salvato; non serve un account.',
  'checker.file': 'Il tuo curriculum (PDF o Word, fino a 10 MB)',
  'checker.jobAd': 'Annuncio di lavoro (facoltativo): incollalo per un rapporto di corrispondenza',
  'checker.submit': 'Verifica il mio curriculum',
  'checker.reading': 'Lettura del file in corso',
  'checker.noFile': 'Scegli un file da importare',
  'checker.offline': 'Impossibile eseguire la verifica: controlla la connessione.',
  'checker.openFailed': 'Impossibile aprire il curriculum nell’editor.',
  'checker.read': 'Cosa è stato letto',
  'checker.nothingRead':
    'Da questo file non è stato letto nulla che riconosciamo come campo di un curriculum.',
  'checker.writing': 'Controllo ATS e di scrittura',
  'checker.match': 'Corrispondenza con l’annuncio di lavoro',
  'checker.continue': 'Continua nell’editor',
  'field.name': 'Nome',
  'field.headline': 'Titolo',
  'field.email': 'Indirizzo email',
  'field.phone': 'Telefono',
  'field.location': 'Località',
  'field.website': 'Sito web',
  'field.contact': 'Contatto',
  'field.job.jobTitle': 'Lavoro {{n}}, posizione',
  'field.job.company': 'Lavoro {{n}}, azienda',
  'field.job.startDate': 'Lavoro {{n}}, data di inizio',
  'field.job.endDate': 'Lavoro {{n}}, data di fine',
  'field.job.bullet': 'Lavoro {{n}}, punto elenco {{m}}',
  'field.school.institution': 'Formazione {{n}}, istituto',
  'field.school.degree': 'Formazione {{n}}, titolo di studio',
  'field.school.endDate': 'Formazione {{n}}, data di fine',
  'field.skill': 'Competenza {{n}}',
  'panel.signIn':
    'Accedi per salvare il tuo curriculum, poi guarda qui cosa legge un sistema di selezione del personale dai suoi file PDF e Word.',
  'panel.fileType': 'Tipo di file',
  'panel.failed': 'Impossibile eseguire la rilettura: controlla la connessione e ricarica la pagina.',
  'panel.reading': 'Rilettura del file in corso',
  'panel.allSame.pdf_one':
    'Ogni campo controllato è stato riletto dal tuo file PDF così come l’hai scritto ({{count}} campo).',
  'panel.allSame.pdf_many':
    'Ogni campo controllato è stato riletto dal tuo file PDF così come l’hai scritto ({{count}} di campi).',
  'panel.allSame.pdf_other':
    'Ogni campo controllato è stato riletto dal tuo file PDF così come l’hai scritto ({{count}} campi).',
  'panel.allSame.docx_one':
    'Ogni campo controllato è stato riletto dal tuo file Word così come l’hai scritto ({{count}} campo).',
  'panel.allSame.docx_many':
    'Ogni campo controllato è stato riletto dal tuo file Word così come l’hai scritto ({{count}} di campi).',
  'panel.allSame.docx_other':
    'Ogni campo controllato è stato riletto dal tuo file Word così come l’hai scritto ({{count}} campi).',
  'panel.differ.pdf_one': '{{count}} campo su {{total}} è stato riletto in modo diverso dal tuo file PDF.',
  'panel.differ.pdf_many':
    '{{count}} di campi su {{total}} sono stati riletti in modo diverso dal tuo file PDF.',
  'panel.differ.pdf_other':
    '{{count}} campi su {{total}} sono stati riletti in modo diverso dal tuo file PDF.',
  'panel.differ.docx_one': '{{count}} campo su {{total}} è stato riletto in modo diverso dal tuo file Word.',
  'panel.differ.docx_many':
    '{{count}} di campi su {{total}} sono stati riletti in modo diverso dal tuo file Word.',
  'panel.differ.docx_other':
    '{{count}} campi su {{total}} sono stati riletti in modo diverso dal tuo file Word.',
  'panel.every': 'Tutti i campi, come scritti e come letti',
  'panel.field': 'Campo',
  'panel.yours': 'Il tuo curriculum',
  'panel.fromFile': 'Letto dal file',
  'diff.list': 'Differenze',
  'diff.kind.missing': 'non trovato',
  'diff.kind.changed': 'modificato',
  'diff.kind.date': 'data',
  'diff.kind.moved': 'spostato',
  'diff.kind.merged': 'unito',
  'diff.kind.split': 'diviso',
  'diff.got': 'Hai scritto «<expected></expected>»; il lettore ha ottenuto «<read></read>».',
  'diff.gotNothing': 'Hai scritto «<expected></expected>»; il lettore non ha ottenuto nulla.',
  'diff.fix': 'Soluzione: ',
  'summary.all.pdf_one':
    'Un lettore di tipo ATS ricava da questo PDF {{count}} campo così come l’hai scritto ({{score}}).',
  'summary.all.pdf_many':
    'Un lettore di tipo ATS ricava da questo PDF tutti i {{count}} di campi così come li hai scritti ({{score}}).',
  'summary.all.pdf_other':
    'Un lettore di tipo ATS ricava da questo PDF tutti i {{count}} campi così come li hai scritti ({{score}}).',
  'summary.all.docx_one':
    'Un lettore di tipo ATS ricava da questo file Word {{count}} campo così come l’hai scritto ({{score}}).',
  'summary.all.docx_many':
    'Un lettore di tipo ATS ricava da questo file Word tutti i {{count}} di campi così come li hai scritti ({{score}}).',
  'summary.all.docx_other':
    'Un lettore di tipo ATS ricava da questo file Word tutti i {{count}} campi così come li hai scritti ({{score}}).',
  'summary.some.pdf_one':
    'Un lettore di tipo ATS ricava da questo PDF {{read}} campo su {{count}} così come l’hai scritto ({{score}}).',
  'summary.some.pdf_many':
    'Un lettore di tipo ATS ricava da questo PDF {{read}} dei tuoi {{count}} di campi così come li hai scritti ({{score}}).',
  'summary.some.pdf_other':
    'Un lettore di tipo ATS ricava da questo PDF {{read}} dei tuoi {{count}} campi così come li hai scritti ({{score}}).',
  'summary.some.docx_one':
    'Un lettore di tipo ATS ricava da questo file Word {{read}} campo su {{count}} così come l’hai scritto ({{score}}).',
  'summary.some.docx_many':
    'Un lettore di tipo ATS ricava da questo file Word {{read}} dei tuoi {{count}} di campi così come li hai scritti ({{score}}).',
  'summary.some.docx_other':
    'Un lettore di tipo ATS ricava da questo file Word {{read}} dei tuoi {{count}} campi così come li hai scritti ({{score}}).',
  'summary.differences_one': '{{count}} differenza, con causa e soluzione',
  'summary.differences_many': '{{count}} di differenze, con causa e soluzione',
  'summary.differences_other': '{{count}} differenze, con causa e soluzione',
  'summary.failed.pdf':
    'Al momento non siamo riusciti a rileggere il tuo file PDF. Il download non ne è influenzato.',
  'summary.failed.docx':
    'Al momento non siamo riusciti a rileggere il tuo file Word. Il download non ne è influenzato.',
  'summary.reading.pdf': 'Rilettura del file PDF in corso',
  'summary.reading.docx': 'Rilettura del file Word in corso',
  'summary.readingLong.pdf': 'Rilettura del file PDF come farebbe un sistema di selezione del personale…',
  'summary.readingLong.docx': 'Rilettura del file Word come farebbe un sistema di selezione del personale…',
} as const;
