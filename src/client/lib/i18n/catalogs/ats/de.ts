export default {
  'checker.heading': 'Kostenloser ATS-Lebenslauf-Check',
  'checker.intro':
    'Laden Sie einen PDF- oder Word-Lebenslauf hoch, ganz gleich, wo er erstellt wurde, und sehen Sie den Text, den ein Lebenslauf-Parser daraus gewinnt: Ihren Namen und Ihre Kontaktdaten, jede Stelle mit ihren Daten, jeden Stichpunkt, Ihre Ausbildung und Ihre Kenntnisse. Wir lesen die Datei mit demselben Leser, den auch unser Import verwendet. Jedes Bewerbermanagementsystem verwendet seinen eigenen Parser; dies zeigt also, was ein typischer Parser liest, nicht, was ein bestimmter Arbeitgeber sieht. Die Datei wird im Arbeitsspeicher gelesen und nie gespeichert; kein Konto nötig.',
  'checker.file': 'Ihr Lebenslauf (PDF oder Word, bis zu 10 MB)',
  'checker.jobAd': 'Stellenanzeige (optional): Fügen Sie sie für einen Abgleich ein',
  'checker.submit': 'Meinen Lebenslauf prüfen',
  'checker.reading': 'Ihre Datei wird gelesen',
  'checker.noFile': 'Wählen Sie eine Datei zum Importieren',
  'checker.offline': 'Die Prüfung konnte nicht laufen: Prüfen Sie Ihre Verbindung.',
  'checker.openFailed': 'Der Lebenslauf konnte nicht im Editor geöffnet werden.',
  'checker.read': 'Was gelesen wurde',
  'checker.nothingRead':
    'Aus dieser Datei wurde nichts gelesen, das wir als Feld eines Lebenslaufs erkennen.',
  'checker.writing': 'ATS- und Textprüfung',
  'checker.match': 'Abgleich mit der Stellenanzeige',
  'checker.continue': 'Im Editor weitermachen',
  'field.name': 'Vollständiger Name',
  'field.headline': 'Überschrift',
  'field.email': 'E-Mail-Adresse',
  'field.phone': 'Telefon',
  'field.location': 'Ort',
  'field.website': 'Webseite',
  'field.contact': 'Kontakt',
  'field.job.jobTitle': 'Stelle {{n}}, Bezeichnung',
  'field.job.company': 'Stelle {{n}}, Unternehmen',
  'field.job.startDate': 'Stelle {{n}}, Startdatum',
  'field.job.endDate': 'Stelle {{n}}, Enddatum',
  'field.job.bullet': 'Stelle {{n}}, Stichpunkt {{m}}',
  'field.school.institution': 'Ausbildung {{n}}, Einrichtung',
  'field.school.degree': 'Ausbildung {{n}}, Abschluss',
  'field.school.endDate': 'Ausbildung {{n}}, Enddatum',
  'field.skill': 'Kenntnis {{n}}',
  'panel.signIn':
    'Melden Sie sich an, um Ihren Lebenslauf zu speichern; dann sehen Sie hier, was ein Bewerbermanagementsystem aus seiner PDF- und Word-Datei liest.',
  'panel.fileType': 'Dateityp',
  'panel.failed':
    'Das Zurücklesen konnte nicht laufen: Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  'panel.reading': 'Ihre Datei wird zurückgelesen',
  'panel.allSame.pdf_one':
    'Jedes geprüfte Feld wurde aus Ihrer PDF-Datei so zurückgelesen, wie Sie es geschrieben haben ({{count}} Feld).',
  'panel.allSame.pdf_other':
    'Jedes geprüfte Feld wurde aus Ihrer PDF-Datei so zurückgelesen, wie Sie es geschrieben haben ({{count}} Felder).',
  'panel.allSame.docx_one':
    'Jedes geprüfte Feld wurde aus Ihrer Word-Datei so zurückgelesen, wie Sie es geschrieben haben ({{count}} Feld).',
  'panel.allSame.docx_other':
    'Jedes geprüfte Feld wurde aus Ihrer Word-Datei so zurückgelesen, wie Sie es geschrieben haben ({{count}} Felder).',
  'panel.differ.pdf_one': '{{count}} von {{total}} Feldern wurde aus Ihrer PDF-Datei anders zurückgelesen.',
  'panel.differ.pdf_other':
    '{{count}} von {{total}} Feldern wurden aus Ihrer PDF-Datei anders zurückgelesen.',
  'panel.differ.docx_one': '{{count}} von {{total}} Feldern wurde aus Ihrer Word-Datei anders zurückgelesen.',
  'panel.differ.docx_other':
    '{{count}} von {{total}} Feldern wurden aus Ihrer Word-Datei anders zurückgelesen.',
  'panel.every': 'Alle Felder, wie geschrieben und wie gelesen',
  'panel.field': 'Feld',
  'panel.yours': 'Ihr Lebenslauf',
  'panel.fromFile': 'Aus der Datei gelesen',
  'diff.list': 'Unterschiede',
  'diff.kind.missing': 'nicht gefunden',
  'diff.kind.changed': 'verändert',
  'diff.kind.date': 'Datum',
  'diff.kind.moved': 'verschoben',
  'diff.kind.merged': 'zusammengefügt',
  'diff.kind.split': 'aufgeteilt',
  'diff.got': 'Sie haben „<expected></expected>“ geschrieben; der Leser hat „<read></read>“ erhalten.',
  'diff.gotNothing': 'Sie haben „<expected></expected>“ geschrieben; der Leser hat nichts erhalten.',
  'diff.fix': 'Lösung: ',
  'summary.all.pdf_one':
    'Ein Leser wie ein ATS erhält aus diesem PDF {{count}} Feld so, wie Sie es geschrieben haben ({{score}}).',
  'summary.all.pdf_other':
    'Ein Leser wie ein ATS erhält aus diesem PDF alle {{count}} Felder so, wie Sie sie geschrieben haben ({{score}}).',
  'summary.all.docx_one':
    'Ein Leser wie ein ATS erhält aus dieser Word-Datei {{count}} Feld so, wie Sie es geschrieben haben ({{score}}).',
  'summary.all.docx_other':
    'Ein Leser wie ein ATS erhält aus dieser Word-Datei alle {{count}} Felder so, wie Sie sie geschrieben haben ({{score}}).',
  'summary.some.pdf_one':
    'Ein Leser wie ein ATS erhält aus diesem PDF {{read}} von {{count}} Feld so, wie Sie es geschrieben haben ({{score}}).',
  'summary.some.pdf_other':
    'Ein Leser wie ein ATS erhält aus diesem PDF {{read}} Ihrer {{count}} Felder so, wie Sie sie geschrieben haben ({{score}}).',
  'summary.some.docx_one':
    'Ein Leser wie ein ATS erhält aus dieser Word-Datei {{read}} von {{count}} Feld so, wie Sie es geschrieben haben ({{score}}).',
  'summary.some.docx_other':
    'Ein Leser wie ein ATS erhält aus dieser Word-Datei {{read}} Ihrer {{count}} Felder so, wie Sie sie geschrieben haben ({{score}}).',
  'summary.differences_one': '{{count}} Unterschied, mit Ursache und Lösung',
  'summary.differences_other': '{{count}} Unterschiede, mit Ursache und Lösung',
  'summary.failed.pdf':
    'Ihre PDF-Datei konnte gerade nicht zurückgelesen werden. Ihr Download ist davon nicht betroffen.',
  'summary.failed.docx':
    'Ihre Word-Datei konnte gerade nicht zurückgelesen werden. Ihr Download ist davon nicht betroffen.',
  'summary.reading.pdf': 'Ihre PDF-Datei wird zurückgelesen',
  'summary.reading.docx': 'Ihre Word-Datei wird zurückgelesen',
  'summary.readingLong.pdf':
    'Ihre PDF-Datei wird so zurückgelesen, wie es ein Bewerbermanagementsystem täte…',
  'summary.readingLong.docx':
    'Ihre Word-Datei wird so zurückgelesen, wie es ein Bewerbermanagementsystem täte…',
} as const;
