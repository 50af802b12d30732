export default {
  'seo.title': 'Resumable: crea un currículum compatible con ATS en minutos',
  'seo.description':
    'Crea paso a paso un currículum compatible con ATS, con vista previa en directo y ayuda de IA, y descárgalo en PDF o Word. Crearlo y guardarlo es gratis.',
  'hero.title': 'Crea un currículum compatible con ATS en {{minutes}} minutos',
  'hero.text':
    'Responde a unas pocas preguntas paso a paso, mira cómo tu currículum toma forma en una vista previa en directo y deja que la IA te sugiera aptitudes, un resumen y viñetas. Crearlo y guardarlo es gratis.',
  'hero.cta': 'Crear mi currículum',
  'hero.templates': 'Ver plantillas',
  'proof.title': 'Resumable en cifras',
  'proof.builtToday_one': 'currículum creado hoy',
  'proof.builtToday_many': 'de currículums creados hoy',
  'proof.builtToday_other': 'currículums creados hoy',
  'proof.templates': 'plantillas compatibles con ATS',
  'proof.users': 'profesionales confían en nosotros',
  'proof.rating': 'valoración media',
  'reviews.title': 'Lo que dicen quienes buscan empleo',
  'reviews.stars': '{{rating}} de 5 estrellas',
  'features.title': 'Todo lo que necesitas para un currículum que se lea',
  'features.figures':
    'Quienes buscan empleo con un currículum claro y bien estructurado consiguen hasta {{uplift}} más entrevistas y un {{views}} más de visitas de los reclutadores.',
  'features.preview.title': 'Vista previa en directo',
  'features.preview.text':
    'Cada cambio aparece al instante en una página real, compuesta exactamente como será tu descarga.',
  'features.ai.title': 'Ayuda de IA para redactar',
  'features.ai.text':
    'Sugerencias de aptitudes y de tu resumen profesional, y tus notas en borrador convertidas en viñetas claras.',
  'features.ats.title': 'Legible por los ATS',
  'features.ats.text':
    'Encabezados estándar y texto real en orden de lectura, para que los sistemas de seguimiento de candidatos lean cada línea.',
  'features.design.title': 'Plantillas y colores',
  'features.design.text':
    'Elige una plantilla, un color y un tamaño de letra; tu contenido se queda como está.',
  'features.formats.title': 'PDF y Word',
  'features.formats.text': 'Descarga un PDF etiquetado basado en texto o un documento de Word editable.',
  'features.jobs.title': 'Adaptado a cada empleo',
  'features.jobs.text':
    'Pega una oferta de empleo para ver qué aptitudes pide que le faltan a tu currículum y haz una copia adaptada a ese empleo.',
  'features.letters.title': 'Cartas de presentación a juego',
  'features.letters.text':
    'Escríbela por mí redacta una carta a partir de tu currículum y de la oferta de empleo, compuesta con la plantilla de tu currículum.',
  'features.saved.title': 'Se guarda mientras avanzas',
  'features.saved.text':
    'Empieza sin cuenta; regístrate y tus borradores se guardarán automáticamente en tu panel.',
  'features.cta': 'Crear mi currículum',
  'blog.title': 'Consejos sobre currículums de nuestro blog',
  'blog.all': 'Todos los artículos',
  'blog.inEnglish': 'Artículos en inglés',
  'faq.title': 'Preguntas frecuentes',
  'plan.trial': 'Prueba de 7 días',
  'plan.3month': 'Plan de 3 meses',
  'plan.6month': 'Plan de 6 meses',
  'faq.planOnce_one': '{{plan}}: {{price}} en un único pago, para {{count}} día',
  'faq.planOnce_many': '{{plan}}: {{price}} en un único pago, para {{count}} días',
  'faq.planOnce_other': '{{plan}}: {{price}} en un único pago, para {{count}} días',
  'faq.planRecurring_one':
    '{{plan}}: {{price}} por {{count}} día y después {{renewal}} al mes hasta que canceles',
  'faq.planRecurring_many':
    '{{plan}}: {{price}} por {{count}} días y después {{renewal}} al mes hasta que canceles',
  'faq.planRecurring_other':
    '{{plan}}: {{price}} por {{count}} días y después {{renewal}} al mes hasta que canceles',
  'faq.free.q': '¿Es gratis crear un currículum?',
  'faq.free.a':
    'Sí. Escribir, previsualizar y guardar currículums es gratis. Puedes empezar sin cuenta; con una cuenta gratuita tus borradores se guardan automáticamente en tu panel. Para descargar un currículum terminado en PDF o Word necesitas un plan.',
  'faq.cost.q': '¿Cuánto cuestan los planes?',
  'faq.cost.a':
    '{{plans}}. Todos los planes incluyen descargas ilimitadas en PDF y Word mientras estén activos.',
  'faq.refund.q': '¿Me pueden devolver el dinero?',
  'faq.refund.a_one':
    'Sí. Todos los planes tienen una garantía de devolución de {{count}} día: si lo pides en los {{count}} día siguientes al pago, te devolvemos el importe íntegro. Escribe a nuestra dirección de soporte, que está en el pie de página.',
  'faq.refund.a_many':
    'Sí. Todos los planes tienen una garantía de devolución de {{count}} días: si lo pides en los {{count}} días siguientes al pago, te devolvemos el importe íntegro. Escribe a nuestra dirección de soporte, que está en el pie de página.',
  'faq.refund.a_other':
    'Sí. Todos los planes tienen una garantía de devolución de {{count}} días: si lo pides en los {{count}} días siguientes al pago, te devolvemos el importe íntegro. Escribe a nuestra dirección de soporte, que está en el pie de página.',
  'faq.cancel.q': '¿Cómo cancelo?',
  'faq.cancel.a':
    'Los planes de 3 y 6 meses son pagos únicos y simplemente terminan; no se renueva nada. La prueba se renueva cada mes hasta que la canceles, desde Configuración de la cuenta o escribiendo a soporte.',
  'faq.tailor.q': '¿Puedo adaptar mi currículum a cada empleo?',
  'faq.tailor.a':
    'Sí. Con una cuenta gratuita, guarda en la página Empleos los puestos a los que te presentas pegando cada oferta. Para cada empleo verás hasta qué punto encaja un currículum: una puntuación, las aptitudes y herramientas que pide la oferta y que tu currículum muestra o no, y una revisión de tu redacción. Añade una aptitud que te falte y que de verdad tengas, haz una copia de tu currículum adaptada a ese empleo y edítala; el original se queda como está. En el paso Mejorar, la ayuda de IA puede escribir un resumen orientado al empleo.',
  'faq.letter.q': '¿Podéis escribir mi carta de presentación?',
  'faq.letter.a':
    'Sí. En una carta de presentación nueva, Escríbela por mí redacta una a partir de tu currículum y de la oferta de empleo (pegada, o un empleo que hayas guardado): un inicio que nombra el puesto y la empresa, párrafos que relacionan tus logros reales con lo que pide la oferta y un cierre, en tono formal, cercano o conciso. Solo usa lo que dice tu currículum, nunca una empresa, un centro de estudios o una cifra que no contenga; lee cada frase antes de enviarla. Reescribe un párrafo cada vez, edita el resto con negrita, cursiva y listas, y la carta se compone con la plantilla de tu currículum, para que ambos formen un conjunto. Escribirla es gratis; descargarla en PDF o Word requiere un plan, igual que los currículums.',
  'faq.ats.q': '¿Superará mi currículum los sistemas de seguimiento de candidatos (ATS)?',
  'faq.ats.a':
    'Nuestras plantillas usan una sola columna, encabezados de sección estándar y texto real y seleccionable, que es lo que mejor leen los sistemas de seguimiento de candidatos. Los PDF se basan en texto y están etiquetados para la accesibilidad; los archivos de Word usan encabezados y listas reales, así que puedes editarlos.',
  'faq.privacy.q': '¿Quién puede ver mi currículum?',
  'faq.privacy.a':
    'Sin cuenta, tu currículum se queda en tu navegador, en este dispositivo. Con cuenta, tus borradores se guardan en nuestro servidor y solo tú puedes abrirlos. No vendemos tus datos; la política de privacidad explica qué guardamos y por qué.',
};
