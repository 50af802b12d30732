export default {
  'seo.title': 'Resumable: crea un curriculum compatibile con gli ATS in pochi minuti',
  'seo.description':
    'Crea passo dopo passo un curriculum compatibile con gli ATS, con anteprima dal vivo e aiuto dell’IA, e scaricalo in PDF o Word. Crearlo e salvarlo è gratis.',
  'hero.title': 'Crea un curriculum compatibile con gli ATS in {{minutes}} minuti',
  'hero.text':
    'Rispondi a qualche domanda passo dopo passo, guarda il tuo curriculum prendere forma in un’anteprima dal vivo e lascia che l’IA ti suggerisca competenze, un profilo e punti elenco. Crearlo e salvarlo è gratis.',
  'hero.cta': 'Crea il mio curriculum',
  'hero.templates': 'Sfoglia i modelli',
  'proof.title': 'Resumable in cifre',
  'proof.builtToday_one': 'curriculum creato oggi',
  'proof.builtToday_many': 'di curriculum creati oggi',
  'proof.builtToday_other': 'curriculum creati oggi',
  'proof.templates': 'modelli compatibili con gli ATS',
  'proof.users': 'professionisti si fidano di noi',
  'proof.rating': 'valutazione media',
  'reviews.title': 'Cosa dicono i candidati',
  'reviews.stars': '{{rating}} stelle su 5',
  'features.title': 'Tutto ciò che serve per un curriculum che viene letto',
  'features.figures':
    'I candidati con un curriculum chiaro e ben strutturato ottengono fino a {{uplift}} colloqui in più e il {{views}} di visualizzazioni in più dai selezionatori.',
  'features.preview.title': 'Anteprima dal vivo',
  'features.preview.text':
    'Ogni modifica appare subito su una pagina vera, impaginata esattamente come il file che scaricherai.',
  'features.ai.title': 'Aiuto dell’IA nella scrittura',
  'features.ai.text':
    'Suggerimenti per le competenze e il tuo profilo professionale, e appunti sparsi riscritti come punti elenco chiari.',
  'features.ats.title': 'Leggibile dagli ATS',
  'features.ats.text':
    'Titoli standard e testo vero nell’ordine di lettura, così i sistemi di selezione del personale leggono ogni riga.',
  'features.design.title': 'Modelli e colori',
  'features.design.text':
    'Scegli un modello, un colore e una dimensione del carattere; i tuoi contenuti restano come sono.',
  'features.formats.title': 'PDF e Word',
  'features.formats.text': 'Scarica un PDF con tag e testo vero, oppure un documento Word modificabile.',
  'features.jobs.title': 'Su misura per ogni offerta',
  'features.jobs.text':
    'Incolla un annuncio di lavoro per vedere quali competenze richieste mancano al tuo curriculum, poi crea una copia su misura per quell’offerta.',
  'features.letters.title': 'Lettere di presentazione coordinate',
  'features.letters.text':
    'Scrivila per me redige una lettera a partire dal tuo curriculum e dall’annuncio di lavoro, impaginata con il modello del tuo curriculum.',
  'features.saved.title': 'Salvato mentre procedi',
  'features.saved.text':
    'Inizia senza account; registrati e le tue bozze verranno salvate automaticamente nella tua dashboard.',
  'features.cta': 'Crea il mio curriculum',
  'blog.title': 'Consigli sul curriculum dal nostro blog',
  'blog.all': 'Tutti gli articoli',
  'blog.inEnglish': 'Articoli in inglese',
  'faq.title': 'Domande frequenti',
  'plan.trial': 'Prova di 7 giorni',
  'plan.3month': 'Piano di 3 mesi',
  'plan.6month': 'Piano di 6 mesi',
  'faq.planOnce_one': '{{plan}}: {{price}} in un’unica soluzione, per {{count}} giorno',
  'faq.planOnce_many': '{{plan}}: {{price}} in un’unica soluzione, per {{count}} giorni',
  'faq.planOnce_other': '{{plan}}: {{price}} in un’unica soluzione, per {{count}} giorni',
  'faq.planRecurring_one':
    '{{plan}}: {{price}} per {{count}} giorno, poi {{renewal}} al mese fino alla disdetta',
  'faq.planRecurring_many':
    '{{plan}}: {{price}} per {{count}} giorni, poi {{renewal}} al mese fino alla disdetta',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} per {{count}} giorni, poi {{renewal}} al mese fino alla disdetta',
  'faq.free.q': 'Creare un curriculum è gratis?',
  'faq.free.a':
    'Sì. Scrivere, visualizzare in anteprima e salvare curriculum è gratis. Puoi iniziare senza account; con un account gratuito le tue bozze vengono salvate automaticamente nella tua dashboard. Per scaricare un curriculum finito in PDF o Word serve un piano.',
  'faq.cost.q': 'Quanto costano i piani?',
  'faq.cost.a': '{{plans}}. Ogni piano include download illimitati in PDF e Word finché è attivo.',
  'faq.refund.q': 'Posso riavere i miei soldi?',
  'faq.refund.a_one':
    'Sì. Ogni piano ha una garanzia «soddisfatti o rimborsati» di {{count}} giorno: se lo chiedi entro {{count}} giorno dal pagamento, ti rimborsiamo l’intero importo. Scrivi al nostro indirizzo di assistenza, che trovi nel piè di pagina.',
  'faq.refund.a_many':
    'Sì. Ogni piano ha una garanzia «soddisfatti o rimborsati» di {{count}} giorni: se lo chiedi entro {{count}} giorni dal pagamento, ti rimborsiamo l’intero importo. Scrivi al nostro indirizzo di assistenza, che trovi nel piè di pagina.',
  'faq.refund.a_other':
    'Sì. Ogni piano ha una garanzia «soddisfatti o rimborsati» di {{count}} giorni: se lo chiedi entro {{count}} giorni dal pagamento, ti rimborsiamo l’intero importo. Scrivi al nostro indirizzo di assistenza, che trovi nel piè di pagina.',
  'faq.cancel.q': 'Come disdico?',
  'faq.cancel.a':
    'I piani di 3 e 6 mesi sono pagamenti unici e semplicemente scadono; nulla si rinnova. La prova si rinnova ogni mese finché non la disdici, dalle Impostazioni dell’account o scrivendo all’assistenza.',
  'faq.tailor.q': 'Posso adattare il mio curriculum a ogni offerta?',
  'faq.tailor.a':
    'Sì. Con un account gratuito, salva nella pagina Offerte di lavoro le posizioni per cui ti candidi incollando ogni annuncio. Per ogni offerta vedi quanto un curriculum le corrisponde: un punteggio, le competenze e gli strumenti richiesti dall’annuncio che il tuo curriculum mostra o non mostra, e un controllo della tua scrittura. Aggiungi una competenza mancante che hai davvero, poi crea una copia del tuo curriculum su misura per quell’offerta e modificala; l’originale resta com’è. Nel passaggio Migliora, l’aiuto dell’IA può scrivere un profilo mirato all’offerta.',
  'faq.letter.q': 'Potete scrivere la mia lettera di presentazione?',
  'faq.letter.a':
    'Sì. In una nuova lettera di presentazione, Scrivila per me ne redige una a partire dal tuo curriculum e dall’annuncio di lavoro (incollato, o un’offerta che hai salvato): un’apertura che nomina il ruolo e l’azienda, paragrafi che collegano i tuoi risultati reali a ciò che chiede l’annuncio e una chiusura, in tono formale, cordiale o conciso. Usa solo ciò che dice il tuo curriculum, mai un datore di lavoro, una scuola o un dato che non contiene; rileggi ogni frase prima di inviarla. Riscrivi un paragrafo alla volta, modifica il resto con grassetto, corsivo ed elenchi, e la lettera viene impaginata con il modello del tuo curriculum, così i due formano un insieme. Scriverla è gratis; scaricarla in PDF o Word richiede un piano, come per i curriculum.',
  'faq.ats.q': 'Il mio curriculum supererà i sistemi di selezione automatica (ATS)?',
  'faq.ats.a':
    'I nostri modelli usano una sola colonna, titoli di sezione standard e testo vero e selezionabile, cioè ciò che i sistemi di selezione leggono meglio. I PDF contengono testo vero e sono dotati di tag per l’accessibilità; i file Word usano titoli ed elenchi veri, così puoi modificarli.',
  'faq.privacy.q': 'Chi può vedere il mio curriculum?',
  'faq.privacy.a':
    'Senza account, il tuo curriculum resta nel tuo browser, su questo dispositivo. Con un account, le tue bozze sono conservate sul nostro server e solo tu puoi aprirle. Non vendiamo i tuoi dati; l’informativa sulla privacy spiega cosa conserviamo e perché.',
};
