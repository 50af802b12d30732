import { LINK, type MailTexts } from '../mail-copy';

export const PT: MailTexts = {
  verifyEmail: {
    subject: 'Confirme o seu e-mail no Resumable',
    paragraphs: [
      'Bem-vindo ao Resumable!',
      'Confirme o seu endereço de e-mail abrindo esta ligação:',
      LINK,
      'A ligação funciona uma vez e expira dentro de {{hours}} horas. Entretanto, pode continuar a criar o seu currículo. Se não se registou, ignore este e-mail.',
    ],
    linkLabel: 'Confirmar o meu endereço de e-mail',
  },
  passwordReset: {
    subject: 'Redefina a sua palavra-passe do Resumable',
    paragraphs: [
      'Olá,',
      'Alguém pediu para redefinir a palavra-passe da sua conta Resumable. Abra esta ligação para escolher uma nova palavra-passe:',
      LINK,
      'A ligação funciona uma vez e expira dentro de 1 hora. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    ],
    linkLabel: 'Escolher uma nova palavra-passe',
  },
  confirmNewEmail: {
    subject: 'Confirme o seu novo e-mail no Resumable',
    paragraphs: [
      'Olá,',
      'Pediu para usar este endereço na sua conta Resumable. Abra esta ligação para o confirmar:',
      LINK,
      'A ligação funciona uma vez e expira dentro de {{hours}} horas. Enquanto não confirmar, nada muda. Se não fez este pedido, ignore este e-mail.',
    ],
    linkLabel: 'Confirmar este endereço de e-mail',
  },
  emailChangeNotice: {
    subject: 'Foi pedida uma alteração do e-mail da sua conta Resumable',
    paragraphs: [
      'Olá,',
      'Alguém com sessão iniciada na sua conta Resumable pediu para alterar o e-mail para {{newEmail}}. A alteração só acontece quando a ligação enviada para esse endereço for aberta.',
      'Se não foi o próprio, altere a sua palavra-passe em Definições da conta e escreva para {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Novo início de sessão na sua conta Resumable',
    paragraphs: [
      'Olá,',
      'Acabou de ser iniciada uma sessão na sua conta Resumable em {{device}} ({{when}}).',
      'Se foi o próprio, não precisa de fazer nada. Caso contrário, altere a sua palavra-passe e termine essa sessão em Definições da conta:',
      LINK,
    ],
    linkLabel: 'Abrir Definições da conta',
  },
  accountDeleted: {
    subject: 'A sua conta Resumable foi eliminada',
    paragraphs: [
      'Olá,',
      'A sua conta Resumable foi eliminada, como pediu. Os seus currículos, cartas de apresentação, ofertas guardadas e sessões foram apagados, e qualquer subscrição foi cancelada, pelo que não voltará a ser cobrado.',
      'Os registos de pagamentos anteriores (plano, montante e data, sem o seu nome nem os seus currículos) são guardados durante o tempo exigido pela lei contabilística.',
      'Se não eliminou a sua conta, escreva de imediato para {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Hoje: {{what}}',
    paragraphs: [
      'Olá,',
      'Uma data que guardou no Resumable é hoje: {{what}}, às {{time}} ({{timeZone}}).',
      'Abra a oferta para ver as suas notas:',
      LINK,
      'Recebe este e-mail porque pediu um lembrete para esta data. Desative-o na oferta, no Resumable.',
    ],
    linkLabel: 'Abrir a oferta',
  },
};
