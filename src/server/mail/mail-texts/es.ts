import { LINK, type MailTexts } from '../mail-copy';

export const ES: MailTexts = {
  verifyEmail: {
    subject: 'Confirma tu correo electrónico en Resumable',
    paragraphs: [
      '¡Te damos la bienvenida a Resumable!',
      'Confirma tu dirección de correo electrónico abriendo este enlace:',
      LINK,
      'El enlace funciona una sola vez y caduca en {{hours}} horas. Mientras tanto, puedes seguir creando tu currículum. Si no te has registrado, ignora este correo.',
    ],
    linkLabel: 'Confirmar mi dirección de correo',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Resumable',
    paragraphs: [
      'Hola:',
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Resumable. Abre este enlace para elegir una contraseña nueva:',
      LINK,
      'El enlace funciona una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    ],
    linkLabel: 'Elegir una contraseña nueva',
  },
  confirmNewEmail: {
    subject: 'Confirma tu nuevo correo electrónico en Resumable',
    paragraphs: [
      'Hola:',
      'Has pedido usar esta dirección para tu cuenta de Resumable. Abre este enlace para confirmarla:',
      LINK,
      'El enlace funciona una sola vez y caduca en {{hours}} horas. Hasta que lo confirmes, no cambia nada. Si no lo has pedido tú, ignora este correo.',
    ],
    linkLabel: 'Confirmar esta dirección de correo',
  },
  emailChangeNotice: {
    subject: 'Se ha pedido cambiar el correo electrónico de tu cuenta de Resumable',
    paragraphs: [
      'Hola:',
      'Alguien con sesión iniciada en tu cuenta de Resumable ha pedido cambiar su correo electrónico a {{newEmail}}. El cambio solo se hace cuando se abre el enlace enviado a esa dirección.',
      'Si no has sido tú, cambia tu contraseña en Configuración de la cuenta y escribe a {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'Nuevo inicio de sesión en tu cuenta de Resumable',
    paragraphs: [
      'Hola:',
      'Se acaba de iniciar sesión en tu cuenta de Resumable desde {{device}} ({{when}}).',
      'Si has sido tú, no tienes que hacer nada. Si no, cambia tu contraseña y cierra esa sesión en Configuración de la cuenta:',
      LINK,
    ],
    linkLabel: 'Abrir Configuración de la cuenta',
  },
  accountDeleted: {
    subject: 'Tu cuenta de Resumable se ha eliminado',
    paragraphs: [
      'Hola:',
      'Tu cuenta de Resumable se ha eliminado, como pediste. Tus currículums, cartas de presentación, empleos guardados y sesiones se han borrado, y cualquier suscripción se ha cancelado, así que no se te volverá a cobrar.',
      'Los registros de pagos anteriores (plan, importe y fecha, sin tu nombre ni tus currículums) se conservan durante el tiempo que exige la normativa contable.',
      'Si no has eliminado tu cuenta, escribe de inmediato a {{support}}.',
    ],
  },
  eventReminder: {
    subject: 'Hoy: {{what}}',
    paragraphs: [
      'Hola:',
      'Una fecha que guardaste en Resumable es hoy: {{what}}, a las {{time}} ({{timeZone}}).',
      'Abre la oferta para ver tus notas:',
      LINK,
      'Recibes este correo porque pediste un recordatorio para esta fecha. Puedes desactivarlo en la oferta en Resumable.',
    ],
    linkLabel: 'Abrir la oferta',
  },
};
