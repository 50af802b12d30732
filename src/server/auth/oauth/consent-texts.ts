import type { InterfaceLanguage } from '../../../domain/interface-languages';

/**
 * The consent page's words per language (issue 33 item 5). `{{client}}`, `{{host}}` and `{{email}}` are values,
 * escaped where they are filled in; the assistant's name and the addresses stay as they are.
 */
export interface ConsentCopy {
  title: string;
  heading: string;
  asks: string;
  scopes: Readonly<Record<'resumes:read' | 'resumes:write', string>>;
  signedInAs: string;
  allow: string;
  deny: string;
}

export const CONSENT_TEXTS: Readonly<Record<InterfaceLanguage, ConsentCopy>> = {
  en: {
    title: 'Connect {{client}} · Resumable',
    heading: 'Allow {{client}} to use your Resumable account?',
    asks: 'The assistant <strong>{{client}}</strong> (answers go to <strong>{{host}}</strong>) asks to:',
    scopes: {
      'resumes:read': 'Read your resumes, job list and cover letters',
      'resumes:write': 'Change your resumes and job list (every change is kept in the version history)',
    },
    signedInAs: 'Signed in as {{email}}. You can disconnect it at any time in Account settings.',
    allow: 'Allow',
    deny: 'Deny',
  },
  es: {
    title: 'Conectar {{client}} · Resumable',
    heading: '¿Permitir que {{client}} use tu cuenta de Resumable?',
    asks: 'El asistente <strong>{{client}}</strong> (las respuestas van a <strong>{{host}}</strong>) pide:',
    scopes: {
      'resumes:read': 'Leer tus currículums, tu lista de empleos y tus cartas de presentación',
      'resumes:write':
        'Cambiar tus currículums y tu lista de empleos (cada cambio se guarda en el historial de versiones)',
    },
    signedInAs:
      'Has iniciado sesión como {{email}}. Puedes desconectarlo cuando quieras en Configuración de la cuenta.',
    allow: 'Permitir',
    deny: 'Denegar',
  },
  fr: {
    title: 'Connecter {{client}} · Resumable',
    heading: 'Autoriser {{client}} à utiliser votre compte Resumable\u202f?',
    asks: 'L’assistant <strong>{{client}}</strong> (les réponses vont à <strong>{{host}}</strong>) demande à\u00a0:',
    scopes: {
      'resumes:read': 'Lire vos CV, votre liste d’offres et vos lettres de motivation',
      'resumes:write':
        'Modifier vos CV et votre liste d’offres (chaque modification est conservée dans l’historique des versions)',
    },
    signedInAs:
      'Connecté en tant que {{email}}. Vous pouvez le déconnecter à tout moment dans les Paramètres du compte.',
    allow: 'Autoriser',
    deny: 'Refuser',
  },
  de: {
    title: '{{client}} verbinden · Resumable',
    heading: 'Darf {{client}} Ihr Resumable-Konto verwenden?',
    asks: 'Der Assistent <strong>{{client}}</strong> (Antworten gehen an <strong>{{host}}</strong>) möchte:',
    scopes: {
      'resumes:read': 'Ihre Lebensläufe, Ihre Stellenliste und Ihre Anschreiben lesen',
      'resumes:write':
        'Ihre Lebensläufe und Ihre Stellenliste ändern (jede Änderung bleibt im Versionsverlauf erhalten)',
    },
    signedInAs:
      'Angemeldet als {{email}}. Sie können die Verbindung jederzeit in den Kontoeinstellungen trennen.',
    allow: 'Erlauben',
    deny: 'Ablehnen',
  },
  pt: {
    title: 'Ligar {{client}} · Resumable',
    heading: 'Permitir que {{client}} use a sua conta do Resumable?',
    asks: 'O assistente <strong>{{client}}</strong> (as respostas vão para <strong>{{host}}</strong>) pede para:',
    scopes: {
      'resumes:read': 'Ler os seus currículos, a sua lista de ofertas e as suas cartas de apresentação',
      'resumes:write':
        'Alterar os seus currículos e a sua lista de ofertas (cada alteração fica guardada no histórico de versões)',
    },
    signedInAs: 'Sessão iniciada como {{email}}. Pode desligá-lo a qualquer momento nas Definições da conta.',
    allow: 'Permitir',
    deny: 'Recusar',
  },
  it: {
    title: 'Collega {{client}} · Resumable',
    heading: 'Consentire a {{client}} di usare il tuo account Resumable?',
    asks: 'L’assistente <strong>{{client}}</strong> (le risposte vanno a <strong>{{host}}</strong>) chiede di:',
    scopes: {
      'resumes:read': 'Leggere i tuoi curriculum, l’elenco delle offerte e le lettere di presentazione',
      'resumes:write':
        'Modificare i tuoi curriculum e l’elenco delle offerte (ogni modifica resta nella cronologia delle versioni)',
    },
    signedInAs:
      'Accesso effettuato come {{email}}. Puoi scollegarlo in qualsiasi momento nelle Impostazioni dell’account.',
    allow: 'Consenti',
    deny: 'Nega',
  },
  nl: {
    title: '{{client}} koppelen · Resumable',
    heading: 'Mag {{client}} je Resumable-account gebruiken?',
    asks: 'De assistent <strong>{{client}}</strong> (antwoorden gaan naar <strong>{{host}}</strong>) vraagt om:',
    scopes: {
      'resumes:read': 'Je cv’s, je vacaturelijst en je sollicitatiebrieven te lezen',
      'resumes:write':
        'Je cv’s en je vacaturelijst te wijzigen (elke wijziging blijft bewaard in de versiegeschiedenis)',
    },
    signedInAs: 'Ingelogd als {{email}}. Je kunt de koppeling altijd verbreken in Accountinstellingen.',
    allow: 'Toestaan',
    deny: 'Weigeren',
  },
  ar: {
    title: 'ربط {{client}} · Resumable',
    heading: 'هل تسمح لـ {{client}} باستخدام حسابك في Resumable؟',
    asks: 'يطلب المساعد <strong>{{client}}</strong> (تُرسَل الإجابات إلى <strong>{{host}}</strong>) ما يلي:',
    scopes: {
      'resumes:read': 'قراءة سِيَرك الذاتية وقائمة وظائفك وخطابات التقديم',
      'resumes:write': 'تغيير سِيَرك الذاتية وقائمة وظائفك (يُحفظ كل تغيير في سجل النسخ)',
    },
    signedInAs: 'سجّلت الدخول باسم {{email}}. يمكنك إلغاء الربط في أي وقت من إعدادات الحساب.',
    allow: 'السماح',
    deny: 'الرفض',
  },
};
