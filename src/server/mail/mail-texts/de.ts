import { LINK, type MailTexts } from '../mail-copy';

export const DE: MailTexts = {
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Resumable',
    paragraphs: [
      'Willkommen bei Resumable!',
      'Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
      LINK,
      'Der Link funktioniert einmal und läuft in {{hours}} Stunden ab. Sie können in der Zwischenzeit weiter an Ihrem Lebenslauf arbeiten. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    ],
    linkLabel: 'E-Mail-Adresse bestätigen',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr Resumable-Passwort zurück',
    paragraphs: [
      'Hallo,',
      'Jemand hat darum gebeten, das Passwort Ihres Resumable-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
      LINK,
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
    ],
    linkLabel: 'Neues Passwort wählen',
  },
  confirmNewEmail: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Resumable',
    paragraphs: [
      'Hallo,',
      'Sie möchten diese Adresse für Ihr Resumable-Konto verwenden. Öffnen Sie diesen Link, um sie zu bestätigen:',
      LINK,
      'Der Link funktioniert einmal und läuft in {{hours}} Stunden ab. Bis Sie bestätigen, ändert sich nichts. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    ],
    linkLabel: 'Diese E-Mail-Adresse bestätigen',
  },
  emailChangeNotice: {
    subject: 'Eine Änderung der E-Mail-Adresse Ihres Resumable-Kontos wurde angefordert',
    paragraphs: [
      'Hallo,',
      'Jemand, der in Ihrem Resumable-Konto angemeldet ist, hat angefordert, die E-Mail-Adresse in {{newEmail}} zu ändern. Die Änderung erfolgt erst, wenn der an diese Adresse gesendete Link geöffnet wird.',
      'Wenn Sie das nicht waren, ändern Sie Ihr Passwort in den Kontoeinstellungen und schreiben Sie an {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Neue Anmeldung bei Ihrem Resumable-Konto',
    paragraphs: [
      'Hallo,',
      'Bei Ihrem Resumable-Konto hat sich gerade jemand mit {{device}} angemeldet ({{when}}).',
      'Wenn Sie das waren, müssen Sie nichts tun. Wenn nicht, ändern Sie Ihr Passwort und melden Sie diese Sitzung in den Kontoeinstellungen ab:',
      LINK,
    ],
    linkLabel: 'Kontoeinstellungen öffnen',
  },
  accountDeleted: {
    subject: 'Ihr Resumable-Konto wurde gelöscht',
    paragraphs: [
      'Hallo,',
      'Ihr Resumable-Konto wurde wie gewünscht gelöscht. Ihre Lebensläufe, Anschreiben, gespeicherten Stellen und Sitzungen sind gelöscht, und ein Abonnement wurde gekündigt, sodass Ihnen nichts mehr berechnet wird.',
      'Belege früherer Zahlungen (Tarif, Betrag und Datum, ohne Ihren Namen oder Ihre Lebensläufe) werden so lange aufbewahrt, wie es das Buchhaltungsrecht verlangt.',
      'Wenn Sie Ihr Konto nicht gelöscht haben, schreiben Sie sofort an {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Heute: {{what}}',
    paragraphs: [
      'Hallo,',
      'Ein Termin, den Sie in Resumable gespeichert haben, ist heute: {{what}}, um {{time}} ({{timeZone}}).',
      'Öffnen Sie die Stelle, um Ihre Notizen zu sehen:',
      LINK,
      'Sie erhalten diese E-Mail, weil Sie für diesen Termin eine Erinnerung gewünscht haben. Sie können sie bei der Stelle in Resumable ausschalten.',
    ],
    linkLabel: 'Stelle öffnen',
  },
};
