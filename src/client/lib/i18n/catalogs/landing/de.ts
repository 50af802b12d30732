export default {
  'seo.title': 'Resumable: ATS-tauglichen Lebenslauf in wenigen Minuten erstellen',
  'seo.description':
    'Erstellen Sie Schritt für Schritt einen ATS-tauglichen Lebenslauf mit Live-Vorschau und KI-Hilfe, als PDF oder Word. Erstellen und Speichern kostenlos.',
  'hero.title': 'Ein ATS-tauglicher Lebenslauf in {{minutes}} Minuten',
  'hero.text':
    'Beantworten Sie Schritt für Schritt ein paar Fragen, sehen Sie in der Live-Vorschau, wie Ihr Lebenslauf Gestalt annimmt, und lassen Sie sich von der KI Kenntnisse, ein Profil und Stichpunkte vorschlagen. Erstellen und Speichern sind kostenlos.',
  'hero.cta': 'Lebenslauf erstellen',
  'hero.templates': 'Vorlagen ansehen',
  'proof.title': 'Resumable in Zahlen',
  'proof.builtToday_one': 'Lebenslauf heute erstellt',
  'proof.builtToday_other': 'Lebensläufe heute erstellt',
  'proof.templates': 'ATS-taugliche Vorlagen',
  'proof.users': 'Berufstätige vertrauen uns',
  'proof.rating': 'durchschnittliche Bewertung',
  'reviews.title': 'Das sagen Jobsuchende',
  'reviews.stars': '{{rating}} von 5 Sternen',
  'features.title': 'Alles für einen Lebenslauf, der gelesen wird',
  'features.figures':
    'Jobsuchende mit einem klaren, gut gegliederten Lebenslauf erhalten bis zu {{uplift}} mehr Vorstellungsgespräche und {{views}} mehr Aufrufe von Personalverantwortlichen.',
  'features.preview.title': 'Live-Vorschau',
  'features.preview.text':
    'Jede Änderung erscheint sofort auf einer echten Seite, gesetzt genau wie Ihr Download.',
  'features.ai.title': 'KI-Schreibhilfe',
  'features.ai.text':
    'Vorschläge für Kenntnisse und Ihr Profil, und grobe Notizen als klare Stichpunkte neu formuliert.',
  'features.ats.title': 'Von ATS lesbar',
  'features.ats.text':
    'Übliche Überschriften und echter Text in Lesereihenfolge, damit Bewerbermanagementsysteme jede Zeile lesen.',
  'features.design.title': 'Vorlagen und Farben',
  'features.design.text':
    'Wählen Sie eine Vorlage, eine Farbe und eine Schriftgröße; Ihr Inhalt bleibt, wie er ist.',
  'features.formats.title': 'PDF und Word',
  'features.formats.text':
    'Laden Sie ein getaggtes, textbasiertes PDF oder ein bearbeitbares Word-Dokument herunter.',
  'features.jobs.title': 'Auf jede Stelle zugeschnitten',
  'features.jobs.text':
    'Fügen Sie eine Stellenanzeige ein, um zu sehen, welche geforderten Kenntnisse Ihrem Lebenslauf fehlen, und erstellen Sie eine auf diese Stelle zugeschnittene Kopie.',
  'features.letters.title': 'Passende Anschreiben',
  'features.letters.text':
    'Für mich schreiben entwirft ein Anschreiben aus Ihrem Lebenslauf und der Stellenanzeige, gesetzt in der Vorlage Ihres Lebenslaufs.',
  'features.saved.title': 'Laufend gespeichert',
  'features.saved.text':
    'Starten Sie ohne Konto; registrieren Sie sich, und Ihre Entwürfe werden automatisch in Ihrem Dashboard gespeichert.',
  'features.cta': 'Meinen Lebenslauf erstellen',
  'blog.title': 'Lebenslauf-Tipps aus unserem Blog',
  'blog.all': 'Alle Artikel',
  'blog.inEnglish': 'Artikel auf Englisch',
  'faq.title': 'Häufige Fragen',
  'plan.trial': '7-Tage-Test',
  'plan.3month': '3-Monats-Tarif',
  'plan.6month': '6-Monats-Tarif',
  'faq.planOnce_one': '{{plan}}: {{price}} einmalig, für {{count}} Tag',
  'faq.planOnce_other': '{{plan}}: {{price}} einmalig, für {{count}} Tage',
  'faq.planRecurring_one':
    '{{plan}}: {{price}} für {{count}} Tag, danach {{renewal}} im Monat bis zur Kündigung',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} für {{count}} Tage, danach {{renewal}} im Monat bis zur Kündigung',
  'faq.free.q': 'Ist das Erstellen eines Lebenslaufs kostenlos?',
  'faq.free.a':
    'Ja. Lebensläufe schreiben, in der Vorschau ansehen und speichern ist kostenlos. Sie können ohne Konto beginnen; mit einem kostenlosen Konto werden Ihre Entwürfe automatisch in Ihrem Dashboard gespeichert. Um einen fertigen Lebenslauf als PDF- oder Word-Dokument herunterzuladen, brauchen Sie einen Tarif.',
  'faq.cost.q': 'Was kosten die Tarife?',
  'faq.cost.a': '{{plans}}. Jeder Tarif enthält unbegrenzte PDF- und Word-Downloads, solange er aktiv ist.',
  'faq.refund.q': 'Bekomme ich mein Geld zurück?',
  'faq.refund.a_one':
    'Ja. Für jeden Tarif gilt eine {{count}}-tägige Geld-zurück-Garantie: Wenn Sie innerhalb von {{count}} Tag nach der Zahlung darum bitten, erstatten wir den vollen Betrag. Schreiben Sie an unsere Support-Adresse in der Fußzeile.',
  'faq.refund.a_other':
    'Ja. Für jeden Tarif gilt eine {{count}}-tägige Geld-zurück-Garantie: Wenn Sie innerhalb von {{count}} Tagen nach der Zahlung darum bitten, erstatten wir den vollen Betrag. Schreiben Sie an unsere Support-Adresse in der Fußzeile.',
  'faq.cancel.q': 'Wie kündige ich?',
  'faq.cancel.a':
    'Der 3-Monats- und der 6-Monats-Tarif sind Einmalzahlungen und enden einfach; nichts verlängert sich. Der Test verlängert sich monatlich, bis Sie kündigen, was Sie in den Kontoeinstellungen oder per E-Mail an den Support tun können.',
  'faq.tailor.q': 'Kann ich meinen Lebenslauf auf jede Stelle zuschneiden?',
  'faq.tailor.a':
    'Ja. Speichern Sie mit einem kostenlosen Konto die Stellen, auf die Sie sich bewerben, auf der Seite Stellen, indem Sie jede Anzeige einfügen. Für jede Stelle sehen Sie, wie gut ein Lebenslauf passt: eine Punktzahl, die geforderten Kenntnisse und Werkzeuge, die Ihr Lebenslauf zeigt oder nicht, und eine Prüfung Ihrer Formulierungen. Ergänzen Sie eine fehlende Kenntnis, die Sie wirklich haben, erstellen Sie dann eine auf diese Stelle zugeschnittene Kopie Ihres Lebenslaufs und bearbeiten Sie sie; das Original bleibt, wie es ist. Im Schritt Verbessern kann die KI-Hilfe ein auf die Stelle ausgerichtetes Profil schreiben.',
  'faq.letter.q': 'Können Sie mein Anschreiben schreiben?',
  'faq.letter.a':
    'Ja. Bei einem neuen Anschreiben entwirft Für mich schreiben eines aus Ihrem Lebenslauf und der Stellenanzeige (eingefügt oder eine gespeicherte Stelle): eine Einleitung, die Stelle und Unternehmen nennt, Absätze, die Ihre echten Erfolge mit den Anforderungen der Anzeige verbinden, und einen Schluss, in förmlichem, herzlichem oder knappem Ton. Es verwendet nur, was Ihr Lebenslauf enthält, niemals einen Arbeitgeber, eine Schule oder eine Zahl, die darin nicht steht; lesen Sie jeden Satz, bevor Sie es abschicken. Formulieren Sie einzelne Absätze neu, bearbeiten Sie den Rest mit Fett, Kursiv und Listen, und das Anschreiben wird in der Vorlage Ihres Lebenslaufs gesetzt, sodass beide zusammenpassen. Das Schreiben ist kostenlos; der Download als PDF- oder Word-Dokument erfordert wie bei Lebensläufen einen Tarif.',
  'faq.ats.q': 'Kommt mein Lebenslauf durch Bewerbermanagementsysteme (ATS)?',
  'faq.ats.a':
    'Unsere Vorlagen verwenden eine Spalte, übliche Abschnittsüberschriften und echten, markierbaren Text, den Bewerbermanagementsysteme am besten lesen. PDFs sind textbasiert und für Barrierefreiheit getaggt; Word-Dateien verwenden echte Überschriften und Listen, sodass Sie sie bearbeiten können.',
  'faq.privacy.q': 'Wer kann meinen Lebenslauf sehen?',
  'faq.privacy.a':
    'Ohne Konto bleibt Ihr Lebenslauf in Ihrem Browser auf diesem Gerät. Mit Konto werden Ihre Entwürfe auf unserem Server gespeichert, und nur Sie können sie öffnen. Wir verkaufen Ihre Daten nicht; die Datenschutzerklärung erklärt, was wir speichern und warum.',
};
