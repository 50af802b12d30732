import { LINK, type MailTexts } from '../mail-copy';

export const IT: MailTexts = {
  verifyEmail: {
    subject: 'Conferma la tua e-mail per Resumable',
    paragraphs: [
      'Benvenuto su Resumable!',
      'Conferma il tuo indirizzo e-mail aprendo questo link:',
      LINK,
      'Il link funziona una sola volta e scade tra {{hours}} ore. Nel frattempo puoi continuare a creare il tuo curriculum. Se non ti sei registrato, ignora questa e-mail.',
    ],
    linkLabel: 'Conferma il mio indirizzo e-mail',
  },
  passwordReset: {
    subject: 'Reimposta la tua password di Resumable',
    paragraphs: [
      'Ciao,',
      'Qualcuno ha chiesto di reimpostare la password del tuo account Resumable. Apri questo link per scegliere una nuova password:',
      LINK,
      'Il link funziona una sola volta e scade tra 1 ora. Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
    ],
    linkLabel: 'Scegli una nuova password',
  },
  confirmNewEmail: {
    subject: 'Conferma la tua nuova e-mail per Resumable',
    paragraphs: [
      'Ciao,',
      'Hai chiesto di usare questo indirizzo per il tuo account Resumable. Apri questo link per confermarlo:',
      LINK,
      'Il link funziona una sola volta e scade tra {{hours}} ore. Finché non confermi, non cambia nulla. Se non l’hai chiesto tu, ignora questa e-mail.',
    ],
    linkLabel: 'Conferma questo indirizzo e-mail',
  },
  emailChangeNotice: {
    subject: 'È stata chiesta una modifica dell’e-mail del tuo account Resumable',
    paragraphs: [
      'Ciao,',
      'Qualcuno che ha effettuato l’accesso al tuo account Resumable ha chiesto di cambiarne l’e-mail in {{newEmail}}. La modifica avviene solo quando viene aperto il link inviato a quell’indirizzo.',
      'Se non sei stato tu, cambia la password in Impostazioni dell’account e scrivi a {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Nuovo accesso al tuo account Resumable',
    paragraphs: [
      'Ciao,',
      'È appena stato effettuato l’accesso al tuo account Resumable da {{device}} ({{when}}).',
      'Se sei stato tu, non devi fare nulla. Altrimenti cambia la password e chiudi quella sessione in Impostazioni dell’account:',
      LINK,
    ],
    linkLabel: 'Apri Impostazioni dell’account',
  },
  accountDeleted: {
    subject: 'Il tuo account Resumable è stato eliminato',
    paragraphs: [
      'Ciao,',
      'Il tuo account Resumable è stato eliminato, come hai chiesto. I tuoi curriculum, le lettere di presentazione, le offerte salvate e le sessioni sono stati cancellati e ogni abbonamento è stato annullato, quindi non ti verrà addebitato più nulla.',
      'Le registrazioni dei pagamenti passati (piano, importo e data, senza il tuo nome né i tuoi curriculum) vengono conservate per il tempo richiesto dalla legge contabile.',
      'Se non hai eliminato tu il tuo account, scrivi subito a {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Oggi: {{what}}',
    paragraphs: [
      'Ciao,',
      'Una data che hai salvato in Resumable è oggi: {{what}}, alle {{time}} ({{timeZone}}).',
      'Apri l’offerta per vedere le tue note:',
      LINK,
      'Ricevi questa e-mail perché hai chiesto un promemoria per questa data. Puoi disattivarlo sull’offerta in Resumable.',
    ],
    linkLabel: 'Apri l’offerta',
  },
};
