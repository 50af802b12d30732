import { LINK, type MailTexts } from '../mail-copy';

export const FR: MailTexts = {
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail pour Resumable',
    paragraphs: [
      'Bienvenue sur Resumable !',
      'Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
      LINK,
      'Le lien ne fonctionne qu’une fois et expire dans {{hours}} heures. Vous pouvez continuer à créer votre CV en attendant. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    ],
    linkLabel: 'Confirmer mon adresse e-mail',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Resumable',
    paragraphs: [
      'Bonjour,',
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Resumable. Ouvrez ce lien pour choisir un nouveau mot de passe :',
      LINK,
      'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ],
    linkLabel: 'Choisir un nouveau mot de passe',
  },
  confirmNewEmail: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour Resumable',
    paragraphs: [
      'Bonjour,',
      'Vous avez demandé à utiliser cette adresse pour votre compte Resumable. Ouvrez ce lien pour la confirmer :',
      LINK,
      'Le lien ne fonctionne qu’une fois et expire dans {{hours}} heures. Tant que vous n’avez pas confirmé, rien ne change. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    ],
    linkLabel: 'Confirmer cette adresse e-mail',
  },
  emailChangeNotice: {
    subject: 'Un changement de l’adresse e-mail de votre compte Resumable a été demandé',
    paragraphs: [
      'Bonjour,',
      'Une personne connectée à votre compte Resumable a demandé à changer son adresse e-mail pour {{newEmail}}. Le changement n’a lieu que lorsque le lien envoyé à cette adresse est ouvert.',
      'Si ce n’était pas vous, changez votre mot de passe dans Paramètres du compte et écrivez à {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Nouvelle connexion à votre compte Resumable',
    paragraphs: [
      'Bonjour,',
      'Une connexion à votre compte Resumable vient d’avoir lieu depuis {{device}} ({{when}}).',
      'Si c’était vous, vous n’avez rien à faire. Sinon, changez votre mot de passe et déconnectez cette session dans Paramètres du compte :',
      LINK,
    ],
    linkLabel: 'Ouvrir Paramètres du compte',
  },
  accountDeleted: {
    subject: 'Votre compte Resumable a été supprimé',
    paragraphs: [
      'Bonjour,',
      'Votre compte Resumable a été supprimé, comme vous l’avez demandé. Vos CV, lettres de motivation, offres enregistrées et sessions sont effacés, et tout abonnement a été résilié : vous ne serez plus débité.',
      'Les traces des paiements passés (formule, montant et date, sans votre nom ni vos CV) sont conservées aussi longtemps que la loi comptable l’exige.',
      'Si vous n’avez pas supprimé votre compte, écrivez immédiatement à {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Aujourd’hui : {{what}}',
    paragraphs: [
      'Bonjour,',
      'Une date enregistrée dans Resumable tombe aujourd’hui : {{what}}, à {{time}} ({{timeZone}}).',
      'Ouvrez l’offre pour voir vos notes :',
      LINK,
      'Vous recevez ce message car vous avez demandé un rappel pour cette date. Désactivez-le sur l’offre dans Resumable.',
    ],
    linkLabel: 'Ouvrir l’offre',
  },
};
