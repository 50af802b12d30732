export default {
  'card.until': 'Unbegrenzt Lebensläufe herunterladen und bearbeiten bis zum <date></date>',
  'details.title': 'Abo-Details',
  'details.plan': 'Tarif: <plan></plan>',
  'details.price': 'Preis: {{price}}',
  'details.until': 'Zugang bis zum <date></date>',
  'status.active': 'Aktiv',
  'status.inactive': 'Inaktiv',
  'price.recurring': '{{price}}, danach {{renewal}}/Monat',
  'manage.title': 'Abo verwalten',
  'manage.includes': 'Ihr Tarif umfasst',
  'manage.cancelled': 'Abo gekündigt. Zugang bis zum <date></date>',
  'manage.change': 'Tarif wechseln',
  'manage.cancel': 'Abo kündigen',
  'manage.confirmTitle': 'Abo kündigen?',
  'manage.confirmText':
    'Ihr Tarif verlängert sich nicht. Sie behalten den Zugang bis zum Ende des bezahlten Zeitraums.',
  'manage.keep': 'Abo behalten',
  'manage.failed':
    'Wir konnten Ihr Abo nicht kündigen. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
  'upgrade.title': 'Tarif upgraden',
  'upgrade.text':
    'Schalten Sie unbegrenzte PDF- und Word-Downloads, Inhaltsvorschläge von der KI und alle Vorlagen frei.',
  'upgrade.view': 'Tarife ansehen',
  'help.title': 'Brauchen Sie Hilfe?',
  'help.email': 'Schreiben Sie uns an <email></email>',
  'help.contact': 'Support kontaktieren',
} as const;
