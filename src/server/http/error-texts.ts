import type { InterfaceLanguage } from '../../domain/interface-languages';

type Translations = Readonly<Record<Exclude<InterfaceLanguage, 'en'>, string>>;

/**
 * The generic error texts every route may answer (the error handler's, the session's, the rate limit's), in
 * the interface languages. A route's own texts, many of them the specification's, are still English in every
 * language (ADR 0085); the `code` beside them is what a program reads.
 */
const GENERIC: Readonly<Record<string, Translations>> = {
  'Not signed in': {
    es: 'No has iniciado sesión',
    fr: 'Vous n’êtes pas connecté',
    de: 'Sie sind nicht angemeldet',
    pt: 'Não tem sessão iniciada',
    it: 'Non hai effettuato l’accesso',
    nl: 'Je bent niet ingelogd',
    ar: 'لم تسجّل الدخول',
  },
  Forbidden: {
    es: 'No tienes permiso para hacer esto',
    fr: 'Vous n’avez pas l’autorisation de faire cela',
    de: 'Dazu fehlt Ihnen die Berechtigung',
    pt: 'Não tem permissão para fazer isto',
    it: 'Non hai il permesso di farlo',
    nl: 'Je hebt geen toestemming om dit te doen',
    ar: 'ليس لديك إذن للقيام بذلك',
  },
  'Not found': {
    es: 'No encontrado',
    fr: 'Introuvable',
    de: 'Nicht gefunden',
    pt: 'Não encontrado',
    it: 'Non trovato',
    nl: 'Niet gevonden',
    ar: 'غير موجود',
  },
  'Invalid request': {
    es: 'Solicitud no válida',
    fr: 'Requête non valide',
    de: 'Ungültige Anfrage',
    pt: 'Pedido inválido',
    it: 'Richiesta non valida',
    nl: 'Ongeldig verzoek',
    ar: 'طلب غير صالح',
  },
  'Bad request': {
    es: 'Solicitud no válida',
    fr: 'Requête non valide',
    de: 'Ungültige Anfrage',
    pt: 'Pedido inválido',
    it: 'Richiesta non valida',
    nl: 'Ongeldig verzoek',
    ar: 'طلب غير صالح',
  },
  'Malformed JSON body': {
    es: 'El cuerpo JSON de la solicitud no es válido',
    fr: 'Le corps JSON de la requête est mal formé',
    de: 'Der JSON-Inhalt der Anfrage ist fehlerhaft',
    pt: 'O corpo JSON do pedido está mal formado',
    it: 'Il corpo JSON della richiesta non è valido',
    nl: 'De JSON-inhoud van het verzoek is ongeldig',
    ar: 'محتوى JSON في الطلب غير سليم',
  },
  'Request body is empty': {
    es: 'La solicitud no tiene contenido',
    fr: 'La requête est vide',
    de: 'Die Anfrage hat keinen Inhalt',
    pt: 'O pedido está vazio',
    it: 'La richiesta è vuota',
    nl: 'Het verzoek is leeg',
    ar: 'الطلب فارغ',
  },
  'Request body is too large': {
    es: 'La solicitud es demasiado grande',
    fr: 'La requête est trop volumineuse',
    de: 'Die Anfrage ist zu groß',
    pt: 'O pedido é demasiado grande',
    it: 'La richiesta è troppo grande',
    nl: 'Het verzoek is te groot',
    ar: 'الطلب كبير جدًا',
  },
  'Unsupported content type': {
    es: 'Tipo de contenido no admitido',
    fr: 'Type de contenu non pris en charge',
    de: 'Nicht unterstützter Inhaltstyp',
    pt: 'Tipo de conteúdo não suportado',
    it: 'Tipo di contenuto non supportato',
    nl: 'Niet-ondersteund inhoudstype',
    ar: 'نوع محتوى غير مدعوم',
  },
  'Too many requests': {
    es: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
    fr: 'Trop de requêtes. Réessayez plus tard.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    pt: 'Demasiados pedidos. Tente novamente mais tarde.',
    it: 'Troppe richieste. Riprova più tardi.',
    nl: 'Te veel verzoeken. Probeer het later opnieuw.',
    ar: 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.',
  },
  'Something went wrong. Please try again.': {
    es: 'Algo ha fallado. Inténtalo de nuevo.',
    fr: 'Une erreur s’est produite. Veuillez réessayer.',
    de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    pt: 'Algo correu mal. Tente novamente.',
    it: 'Qualcosa è andato storto. Riprova.',
    nl: 'Er ging iets mis. Probeer het opnieuw.',
    ar: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  },
};

/** The rate limit's text names the seconds to wait. */
const RETRY_IN = /^Too many requests\. Please try again in (\d+) seconds\.$/;
const RETRY_IN_TRANSLATIONS: Readonly<Record<Exclude<InterfaceLanguage, 'en'>, (seconds: string) => string>> =
  {
    es: (s) => `Demasiadas solicitudes. Inténtalo de nuevo dentro de ${s} segundos.`,
    fr: (s) => `Trop de requêtes. Réessayez dans ${s} secondes.`,
    de: (s) => `Zu viele Anfragen. Bitte versuchen Sie es in ${s} Sekunden erneut.`,
    pt: (s) => `Demasiados pedidos. Tente novamente dentro de ${s} segundos.`,
    it: (s) => `Troppe richieste. Riprova tra ${s} secondi.`,
    nl: (s) => `Te veel verzoeken. Probeer het over ${s} seconden opnieuw.`,
    ar: (s) => `طلبات كثيرة جدًا. حاول مرة أخرى بعد ${s} ثانية.`,
  };

/** The error text in the language, when it is one of the generic texts; otherwise the text as it is. */
export function translateErrorText(text: string, language: InterfaceLanguage): string {
  if (language === 'en') return text;
  const retry = RETRY_IN.exec(text);
  if (retry?.[1]) return RETRY_IN_TRANSLATIONS[language](retry[1]);
  return GENERIC[text]?.[language] ?? text;
}

export const GENERIC_ERROR_TEXTS = Object.keys(GENERIC);
