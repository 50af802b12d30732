export default {
  'card.until': 'Onbeperkt cv’s downloaden en bewerken tot <date></date>',
  'details.title': 'Abonnementsgegevens',
  'details.plan': 'Pakket: <plan></plan>',
  'details.price': 'Prijs: {{price}}',
  'details.until': 'Toegang tot <date></date>',
  'status.active': 'Actief',
  'status.inactive': 'Niet actief',
  'price.recurring': '{{price}}, daarna {{renewal}}/mnd',
  'manage.title': 'Abonnement beheren',
  'manage.includes': 'Je pakket bevat',
  'manage.cancelled': 'Abonnement opgezegd. Toegang tot <date></date>',
  'manage.change': 'Ander pakket kiezen',
  'manage.cancel': 'Abonnement opzeggen',
  'manage.confirmTitle': 'Je abonnement opzeggen?',
  'manage.confirmText':
    'Je pakket wordt niet verlengd. Je houdt toegang tot het einde van de periode die je hebt betaald.',
  'manage.keep': 'Abonnement houden',
  'manage.failed':
    'We konden je abonnement niet opzeggen. Probeer het opnieuw of neem contact op met support.',
  'upgrade.title': 'Kies een pakket',
  'upgrade.text':
    'Ontgrendel onbeperkt downloaden als pdf en Word, suggesties voor je tekst met AI en alle sjablonen.',
  'upgrade.view': 'Pakketten bekijken',
  'help.title': 'Hulp nodig?',
  'help.email': 'Mail ons op <email></email>',
  'help.contact': 'Contact opnemen met support',
} as const;
