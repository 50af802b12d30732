export default {
  'seo.title': 'Resumable: maak in een paar minuten een ATS-vriendelijk cv',
  'seo.description':
    'Maak stap voor stap een ATS-vriendelijk cv met live voorbeeld en schrijfhulp van AI, en download het als pdf of Word. Maken en opslaan is gratis.',
  'hero.title': 'Maak in {{minutes}} minuten een ATS-vriendelijk cv',
  'hero.text':
    'Beantwoord stap voor stap een paar vragen, zie je cv vorm krijgen in een live voorbeeld en laat AI vaardigheden, een profiel en opsommingspunten voorstellen. Maken en opslaan is gratis.',
  'hero.cta': 'Maak mijn cv',
  'hero.templates': 'Bekijk sjablonen',
  'proof.title': 'Resumable in cijfers',
  'proof.builtToday_one': 'cv vandaag gemaakt',
  'proof.builtToday_other': 'cv’s vandaag gemaakt',
  'proof.templates': 'ATS-vriendelijke sjablonen',
  'proof.users': 'professionals vertrouwen ons',
  'proof.rating': 'gemiddelde beoordeling',
  'reviews.title': 'Wat werkzoekenden zeggen',
  'reviews.stars': '{{rating}} van 5 sterren',
  'features.title': 'Alles voor een cv dat gelezen wordt',
  'features.figures':
    'Werkzoekenden met een helder, goed opgebouwd cv krijgen tot {{uplift}} meer sollicitatiegesprekken en {{views}} meer weergaven door recruiters.',
  'features.preview.title': 'Live voorbeeld',
  'features.preview.text':
    'Elke wijziging verschijnt meteen op een echte pagina, precies zo opgemaakt als je download.',
  'features.ai.title': 'Schrijfhulp van AI',
  'features.ai.text':
    'Voorstellen voor vaardigheden en je profieltekst, en ruwe aantekeningen herschreven tot heldere opsommingspunten.',
  'features.ats.title': 'Leesbaar voor ATS',
  'features.ats.text':
    'Standaardkoppen en echte tekst in leesvolgorde, zodat sollicitatiesystemen elke regel lezen.',
  'features.design.title': 'Sjablonen en kleuren',
  'features.design.text': 'Kies een sjabloon, een kleur en een lettergrootte; je inhoud blijft zoals hij is.',
  'features.formats.title': 'Pdf en Word',
  'features.formats.text': 'Download een getagde pdf met echte tekst of een bewerkbaar Word-document.',
  'features.jobs.title': 'Afgestemd op elke vacature',
  'features.jobs.text':
    'Plak een vacaturetekst om te zien welke gevraagde vaardigheden in je cv ontbreken, en maak een kopie die op die vacature is afgestemd.',
  'features.letters.title': 'Bijpassende sollicitatiebrieven',
  'features.letters.text':
    'Schrijf hem voor mij stelt een brief op uit je cv en de vacature, opgemaakt in het sjabloon van je cv.',
  'features.saved.title': 'Opgeslagen terwijl je werkt',
  'features.saved.text':
    'Begin zonder account; meld je aan en je concepten worden automatisch in je dashboard opgeslagen.',
  'features.cta': 'Maak mijn cv',
  'blog.title': 'Cv-tips van ons blog',
  'blog.all': 'Alle artikelen',
  'blog.inEnglish': 'Artikelen in het Engels',
  'faq.title': 'Veelgestelde vragen',
  'plan.trial': 'Proefperiode van 7 dagen',
  'plan.3month': 'Pakket van 3 maanden',
  'plan.6month': 'Pakket van 6 maanden',
  'faq.planOnce_one': '{{plan}}: {{price}} eenmalig, voor {{count}} dag',
  'faq.planOnce_other': '{{plan}}: {{price}} eenmalig, voor {{count}} dagen',
  'faq.planRecurring_one':
    '{{plan}}: {{price}} voor {{count}} dag, daarna {{renewal}} per maand tot je opzegt',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} voor {{count}} dagen, daarna {{renewal}} per maand tot je opzegt',
  'faq.free.q': 'Is een cv maken gratis?',
  'faq.free.a':
    'Ja. Cv’s schrijven, bekijken en opslaan is gratis. Je kunt zonder account beginnen; met een gratis account worden je concepten automatisch in je dashboard opgeslagen. Voor het downloaden van een afgerond cv als pdf- of Word-document heb je een pakket nodig.',
  'faq.cost.q': 'Wat kosten de pakketten?',
  'faq.cost.a': '{{plans}}. Elk pakket bevat onbeperkt pdf- en Word-downloads zolang het actief is.',
  'faq.refund.q': 'Kan ik mijn geld terugkrijgen?',
  'faq.refund.a_one':
    'Ja. Elk pakket heeft een niet-goed-geld-teruggarantie van {{count}} dag: vraag je erom binnen {{count}} dag na betaling, dan betalen we het volledige bedrag terug. Schrijf naar ons supportadres onderaan de pagina.',
  'faq.refund.a_other':
    'Ja. Elk pakket heeft een niet-goed-geld-teruggarantie van {{count}} dagen: vraag je erom binnen {{count}} dagen na betaling, dan betalen we het volledige bedrag terug. Schrijf naar ons supportadres onderaan de pagina.',
  'faq.cancel.q': 'Hoe zeg ik op?',
  'faq.cancel.a':
    'De pakketten van 3 en 6 maanden zijn eenmalige betalingen en lopen gewoon af; er wordt niets verlengd. De proefperiode wordt elke maand verlengd tot je opzegt, via Accountinstellingen of door support te mailen.',
  'faq.tailor.q': 'Kan ik mijn cv op elke vacature afstemmen?',
  'faq.tailor.a':
    'Ja. Met een gratis account bewaar je de vacatures waarop je solliciteert op de pagina Vacatures door elke vacaturetekst te plakken. Per vacature zie je hoe goed een cv erbij past: een score, de vaardigheden en tools uit de vacature die je cv wel of niet laat zien, en een controle van je teksten. Voeg een ontbrekende vaardigheid toe die je echt hebt, maak dan een kopie van je cv die op die vacature is afgestemd en bewerk die; het origineel blijft zoals het is. In de stap Verbeteren kan de AI-hulp een profieltekst schrijven die op de vacature is gericht.',
  'faq.letter.q': 'Kunnen jullie mijn sollicitatiebrief schrijven?',
  'faq.letter.a':
    'Ja. Bij een nieuwe sollicitatiebrief stelt Schrijf hem voor mij er een op uit je cv en de vacature (geplakt, of een vacature die je hebt bewaard): een opening die de functie en het bedrijf noemt, alinea’s die je echte prestaties koppelen aan wat de vacature vraagt, en een afsluiting, in een formele, warme of beknopte toon. Hij gebruikt alleen wat in je cv staat, nooit een werkgever, school of cijfer dat er niet in staat; lees elke zin voordat je hem verstuurt. Herschrijf één alinea tegelijk, bewerk de rest met vet, cursief en lijsten, en de brief wordt opgemaakt in het sjabloon van je cv, zodat ze samen één geheel vormen. Schrijven is gratis; downloaden als pdf- of Word-document vraagt een pakket, net als bij cv’s.',
  'faq.ats.q': 'Komt mijn cv door sollicitatiesystemen (ATS)?',
  'faq.ats.a':
    'Onze sjablonen gebruiken één kolom, standaardkoppen voor de onderdelen en echte, selecteerbare tekst: wat sollicitatiesystemen het best lezen. Pdf’s bevatten echte tekst en zijn getagd voor toegankelijkheid; Word-bestanden gebruiken echte koppen en lijsten, zodat je ze kunt bewerken.',
  'faq.privacy.q': 'Wie kan mijn cv zien?',
  'faq.privacy.a':
    'Zonder account blijft je cv in je browser op dit apparaat. Met een account worden je concepten op onze server bewaard en kun alleen jij ze openen. We verkopen je gegevens niet; het privacybeleid legt uit wat we bewaren en waarom.',
};
