import type { InterfaceLanguage } from '../../domain/interface-languages';
import type { PlanId } from '../../domain/plans';

/**
 * The receipt's words in one language (issue 33 item 4). `{{name}}` is a value: the plan, an amount, a date
 * (written with Intl in the language), the settings address, the support address. English is the receipt as
 * it was written before it had other languages.
 */
export interface ReceiptCopy {
  subject: string;
  hello: string;
  thanks: string;
  plan: string;
  paid: string;
  order: string;
  renews: string;
  toCancel: string;
  keepAccess: string;
  accessUntil: string;
  nothingToCancel: string;
  guarantee: string;
  /** The plans' names, in the glossary's words (the 7-Day Trial's among them). */
  plans: Readonly<Record<PlanId, string>>;
}

export const RECEIPT_TEXTS: Readonly<Record<InterfaceLanguage, ReceiptCopy>> = {
  en: {
    subject: 'Your Resumable receipt: {{plan}}',
    hello: 'Hello,',
    thanks: 'Thank you for your purchase. This is your receipt.',
    plan: 'Plan: {{plan}}',
    paid: 'Paid: {{amount}}',
    order: 'Order: {{order}}',
    renews: 'Renews on {{date}} at {{price}} per month unless you cancel before then.',
    toCancel: 'To cancel: open Account Settings ({{settings}}) and choose Cancel Subscription.',
    keepAccess: 'You keep access until {{date}} and are not charged again.',
    accessUntil: 'Access until {{date}}. This was a one-time payment: it does not renew.',
    nothingToCancel: 'There is nothing to cancel; you will not be charged again.',
    guarantee: '{{days}}-day money-back guarantee: write to {{support}} and we will refund you.',
    plans: { trial: '7-Day Trial', '3month': '3-Month Plan', '6month': '6-Month Plan' },
  },
  es: {
    subject: 'Tu recibo de Resumable: {{plan}}',
    hello: 'Hola:',
    thanks: 'Gracias por tu compra. Este es tu recibo.',
    plan: 'Plan: {{plan}}',
    paid: 'Pagado: {{amount}}',
    order: 'Pedido: {{order}}',
    renews: 'Se renueva el {{date}} por {{price}} al mes, salvo que canceles antes.',
    toCancel:
      'Para cancelar: abre Configuración de la cuenta ({{settings}}) y elige Cancelar la suscripción.',
    keepAccess: 'Mantienes el acceso hasta el {{date}} y no se te vuelve a cobrar.',
    accessUntil: 'Acceso hasta el {{date}}. Ha sido un pago único: no se renueva.',
    nothingToCancel: 'No hay nada que cancelar; no se te volverá a cobrar.',
    guarantee: 'Garantía de devolución de {{days}} días: escribe a {{support}} y te devolveremos el dinero.',
    plans: { trial: 'Prueba de 7 días', '3month': 'Plan de 3 meses', '6month': 'Plan de 6 meses' },
  },
  fr: {
    subject: 'Votre reçu Resumable\u00a0: {{plan}}',
    hello: 'Bonjour,',
    thanks: 'Merci pour votre achat. Voici votre reçu.',
    plan: 'Formule\u00a0: {{plan}}',
    paid: 'Montant payé\u00a0: {{amount}}',
    order: 'Commande\u00a0: {{order}}',
    renews: 'Renouvellement le {{date}} à {{price}} par mois, sauf si vous résiliez avant cette date.',
    toCancel:
      'Pour résilier\u00a0: ouvrez les Paramètres du compte ({{settings}}) et choisissez Résilier l’abonnement.',
    keepAccess: 'Vous gardez l’accès jusqu’au {{date}} et ne serez plus débité.',
    accessUntil: 'Accès jusqu’au {{date}}. Il s’agit d’un paiement unique\u00a0: il n’est pas renouvelé.',
    nothingToCancel: 'Il n’y a rien à résilier\u202f; vous ne serez plus débité.',
    guarantee:
      'Satisfait ou remboursé pendant {{days}} jours\u00a0: écrivez à {{support}} et nous vous rembourserons.',
    plans: { trial: 'Essai de 7 jours', '3month': 'Formule 3 mois', '6month': 'Formule 6 mois' },
  },
  de: {
    subject: 'Ihr Resumable-Beleg: {{plan}}',
    hello: 'Hallo,',
    thanks: 'Vielen Dank für Ihren Kauf. Dies ist Ihr Beleg.',
    plan: 'Tarif: {{plan}}',
    paid: 'Bezahlt: {{amount}}',
    order: 'Bestellung: {{order}}',
    renews: 'Verlängert sich am {{date}} zu {{price}} pro Monat, sofern Sie nicht vorher kündigen.',
    toCancel: 'Zum Kündigen: Öffnen Sie die Kontoeinstellungen ({{settings}}) und wählen Sie „Abo kündigen“.',
    keepAccess: 'Sie behalten den Zugang bis zum {{date}}, und es wird nichts mehr abgebucht.',
    accessUntil: 'Zugang bis zum {{date}}. Dies war eine einmalige Zahlung: Sie verlängert sich nicht.',
    nothingToCancel: 'Es gibt nichts zu kündigen; es wird nichts mehr abgebucht.',
    guarantee:
      '{{days}} Tage Geld-zurück-Garantie: Schreiben Sie an {{support}}, und wir erstatten Ihnen den Betrag.',
    plans: { trial: '7-Tage-Test', '3month': '3-Monats-Tarif', '6month': '6-Monats-Tarif' },
  },
  pt: {
    subject: 'O seu recibo do Resumable: {{plan}}',
    hello: 'Olá,',
    thanks: 'Obrigado pela sua compra. Este é o seu recibo.',
    plan: 'Plano: {{plan}}',
    paid: 'Pago: {{amount}}',
    order: 'Encomenda: {{order}}',
    renews: 'Renova-se a {{date}} por {{price}} por mês, a menos que cancele antes dessa data.',
    toCancel: 'Para cancelar: abra as Definições da conta ({{settings}}) e escolha Cancelar a subscrição.',
    keepAccess: 'Mantém o acesso até {{date}} e não volta a ser cobrado.',
    accessUntil: 'Acesso até {{date}}. Este foi um pagamento único: não se renova.',
    nothingToCancel: 'Não há nada para cancelar; não voltará a ser cobrado.',
    guarantee:
      'Garantia de reembolso de {{days}} dias: escreva para {{support}} e devolvemos-lhe o dinheiro.',
    plans: { trial: 'Teste de 7 dias', '3month': 'Plano de 3 meses', '6month': 'Plano de 6 meses' },
  },
  it: {
    subject: 'La tua ricevuta Resumable: {{plan}}',
    hello: 'Ciao,',
    thanks: 'Grazie per l’acquisto. Questa è la tua ricevuta.',
    plan: 'Piano: {{plan}}',
    paid: 'Pagato: {{amount}}',
    order: 'Ordine: {{order}}',
    renews: 'Si rinnova il {{date}} a {{price}} al mese, a meno che tu non annulli prima.',
    toCancel:
      'Per annullare: apri le Impostazioni dell’account ({{settings}}) e scegli Annulla l’abbonamento.',
    keepAccess: 'Mantieni l’accesso fino al {{date}} e non ti verrà addebitato altro.',
    accessUntil: 'Accesso fino al {{date}}. Era un pagamento unico: non si rinnova.',
    nothingToCancel: 'Non c’è nulla da annullare; non ti verrà addebitato altro.',
    guarantee:
      'Garanzia «soddisfatti o rimborsati» di {{days}} giorni: scrivi a {{support}} e ti rimborseremo.',
    plans: { trial: 'Prova di 7 giorni', '3month': 'Piano di 3 mesi', '6month': 'Piano di 6 mesi' },
  },
  nl: {
    subject: 'Je Resumable-ontvangstbewijs: {{plan}}',
    hello: 'Hallo,',
    thanks: 'Bedankt voor je aankoop. Dit is je ontvangstbewijs.',
    plan: 'Pakket: {{plan}}',
    paid: 'Betaald: {{amount}}',
    order: 'Bestelling: {{order}}',
    renews: 'Wordt verlengd op {{date}} voor {{price}} per maand, tenzij je vóór die datum opzegt.',
    toCancel: 'Opzeggen: open Accountinstellingen ({{settings}}) en kies Abonnement opzeggen.',
    keepAccess: 'Je houdt toegang tot {{date}} en betaalt daarna niets meer.',
    accessUntil: 'Toegang tot {{date}}. Dit was een eenmalige betaling: die wordt niet verlengd.',
    nothingToCancel: 'Er is niets op te zeggen; je betaalt niets meer.',
    guarantee:
      'Niet-goed-geld-teruggarantie van {{days}} dagen: schrijf naar {{support}} en je krijgt je geld terug.',
    plans: {
      trial: 'Proefperiode van 7 dagen',
      '3month': 'Pakket van 3 maanden',
      '6month': 'Pakket van 6 maanden',
    },
  },
  ar: {
    subject: 'إيصالك من Resumable: {{plan}}',
    hello: 'مرحبًا،',
    thanks: 'شكرًا لك على الشراء. هذا إيصالك.',
    plan: 'الباقة: {{plan}}',
    paid: 'المبلغ المدفوع: {{amount}}',
    order: 'رقم الطلب: {{order}}',
    renews: 'يتجدد الاشتراك في {{date}} بمبلغ {{price}} شهريًا ما لم تلغه قبل ذلك.',
    toCancel: 'للإلغاء: افتح إعدادات الحساب ({{settings}}) واختر «إلغاء الاشتراك».',
    keepAccess: 'يبقى وصولك متاحًا حتى {{date}} ولن تُحاسَب مرة أخرى.',
    accessUntil: 'الوصول متاح حتى {{date}}. كانت هذه دفعة واحدة: لا تتجدد.',
    nothingToCancel: 'لا يوجد ما يُلغى؛ لن تُحاسَب مرة أخرى.',
    guarantee: 'ضمان استرداد الأموال خلال {{days}} يومًا: راسلنا على {{support}} وسنرد لك المبلغ.',
    plans: { trial: 'تجربة لمدة 7 أيام', '3month': 'باقة 3 أشهر', '6month': 'باقة 6 أشهر' },
  },
};
