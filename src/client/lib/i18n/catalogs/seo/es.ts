export default {
  'templates.title': 'Plantillas de currículum para ATS',
  'templates.description':
    'Plantillas de currículum compatibles con ATS: una columna y encabezados estándar que los sistemas de selección leen sin errores. Elige una y empieza.',
  'checker.title': 'Comprobador ATS de currículums gratuito | Resumable',
  'checker.description':
    'Sube tu currículum en PDF o Word y mira qué lee de él un analizador, con comprobaciones ATS y de redacción. Gratis y sin cuenta; no se guarda nada.',
  'blog.title': 'Consejos para tu currículum: el blog de Resumable',
  'blog.description':
    'Artículos breves y prácticos para escribir un currículum que lean los sistemas de selección y los reclutadores: formato, viñetas y resúmenes.',
  'privacy.title': 'Política de privacidad',
  'privacy.description':
    'Qué datos tuyos guarda Resumable, por qué, durante cuánto tiempo y cómo pedir que se borren.',
  'terms.title': 'Condiciones del servicio',
  'terms.description':
    'Las condiciones de uso de Resumable: crear y guardar gratis, planes de pago para descargar, reembolsos y cancelación.',
  englishOnly: 'Esta página solo está disponible en inglés.',
};
