import { LINK, type MailTexts } from '../mail-copy';

export const NL: MailTexts = {
  verifyEmail: {
    subject: 'Bevestig je e-mailadres voor Resumable',
    paragraphs: [
      'Welkom bij Resumable!',
      'Bevestig je e-mailadres door deze link te openen:',
      LINK,
      'De link werkt één keer en verloopt over {{hours}} uur. Je kunt intussen gewoon verder met je cv. Heb je je niet aangemeld? Negeer dan deze e-mail.',
    ],
    linkLabel: 'Mijn e-mailadres bevestigen',
  },
  passwordReset: {
    subject: 'Stel je Resumable-wachtwoord opnieuw in',
    paragraphs: [
      'Hallo,',
      'Iemand heeft gevraagd het wachtwoord van je Resumable-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
      LINK,
      'De link werkt één keer en verloopt over 1 uur. Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
    ],
    linkLabel: 'Een nieuw wachtwoord kiezen',
  },
  confirmNewEmail: {
    subject: 'Bevestig je nieuwe e-mailadres voor Resumable',
    paragraphs: [
      'Hallo,',
      'Je hebt gevraagd dit adres te gebruiken voor je Resumable-account. Open deze link om het te bevestigen:',
      LINK,
      'De link werkt één keer en verloopt over {{hours}} uur. Tot je bevestigt, verandert er niets. Heb je dit niet gevraagd? Negeer dan deze e-mail.',
    ],
    linkLabel: 'Dit e-mailadres bevestigen',
  },
  emailChangeNotice: {
    subject: 'Er is gevraagd het e-mailadres van je Resumable-account te wijzigen',
    paragraphs: [
      'Hallo,',
      'Iemand die in je Resumable-account is ingelogd, heeft gevraagd het e-mailadres te wijzigen in {{newEmail}}. De wijziging gebeurt pas als de link die naar dat adres is gestuurd, wordt geopend.',
      'Was jij dit niet? Wijzig dan je wachtwoord in Accountinstellingen en schrijf naar {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Nieuwe aanmelding bij je Resumable-account',
    paragraphs: [
      'Hallo,',
      'Er is zojuist ingelogd op je Resumable-account vanaf {{device}} ({{when}}).',
      'Was jij dit? Dan hoef je niets te doen. Zo niet, wijzig dan je wachtwoord en log die sessie uit in Accountinstellingen:',
      LINK,
    ],
    linkLabel: 'Accountinstellingen openen',
  },
  accountDeleted: {
    subject: 'Je Resumable-account is verwijderd',
    paragraphs: [
      'Hallo,',
      'Je Resumable-account is verwijderd, zoals je vroeg. Je cv’s, sollicitatiebrieven, bewaarde vacatures en sessies zijn gewist, en een eventueel abonnement is opgezegd, zodat je niets meer betaalt.',
      'Gegevens van eerdere betalingen (pakket, bedrag en datum, zonder je naam of je cv’s) bewaren we zo lang als de boekhoudwetgeving vereist.',
      'Heb jij je account niet verwijderd? Schrijf dan meteen naar {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Vandaag: {{what}}',
    paragraphs: [
      'Hallo,',
      'Een datum die je in Resumable hebt opgeslagen is vandaag: {{what}}, om {{time}} ({{timeZone}}).',
      'Open de vacature om je notities te zien:',
      LINK,
      'Je krijgt deze e-mail omdat je om een herinnering voor deze datum vroeg. Zet die uit bij de vacature in Resumable.',
    ],
    linkLabel: 'Vacature openen',
  },
};
