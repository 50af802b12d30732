export default {
  'checker.heading': 'Comprobador ATS de currículums gratuito',
  'checker.intro':
    'Sube un currículum en PDF o Word hecho en cualquier sitio y mira el texto que un analizador de currículums obtiene de él: tu nombre y datos de contacto, cada empleo y sus fechas, cada viñeta, tu formación y tus aptitudes. Leemos el archivo con el mismo lector que usa nuestra importación. Cada sistema de seguimiento de candidatos usa su propio analizador, así que esto muestra lo que lee un analizador típico, no lo que verá una empresa concreta. El archivo se lee en memoria y nunca se guarda; no hace falta cuenta.',
  'checker.file': 'Tu currículum (PDF o Word, hasta 10 MB)',
  'checker.jobAd': 'Oferta de empleo (opcional): pégala para obtener un informe de coincidencia',
  'checker.submit': 'Comprobar mi currículum',
  'checker.reading': 'Leyendo tu archivo',
  'checker.noFile': 'Elige un archivo para importar',
  'checker.offline': 'No se pudo hacer la comprobación: revisa tu conexión.',
  'checker.openFailed': 'No se pudo abrir el currículum en el editor.',
  'checker.read': 'Lo que se ha leído',
  'checker.nothingRead': 'No se ha leído de este archivo nada que reconozcamos como un campo de currículum.',
  'checker.writing': 'Comprobación ATS y de redacción',
  'checker.match': 'Coincidencia con la oferta de empleo',
  'checker.continue': 'Continuar en el editor',
  'field.name': 'Nombre',
  'field.headline': 'Titular',
  'field.email': 'Correo electrónico',
  'field.phone': 'Teléfono',
  'field.location': 'Ubicación',
  'field.website': 'Sitio web',
  'field.contact': 'Contacto',
  'field.job.jobTitle': 'Empleo {{n}}, puesto',
  'field.job.company': 'Empleo {{n}}, empresa',
  'field.job.startDate': 'Empleo {{n}}, fecha de inicio',
  'field.job.endDate': 'Empleo {{n}}, fecha de fin',
  'field.job.bullet': 'Empleo {{n}}, viñeta {{m}}',
  'field.school.institution': 'Formación {{n}}, centro',
  'field.school.degree': 'Formación {{n}}, título',
  'field.school.endDate': 'Formación {{n}}, fecha de fin',
  'field.skill': 'Aptitud {{n}}',
  'panel.signIn':
    'Inicia sesión para guardar tu currículum y verás aquí lo que un sistema de seguimiento de candidatos lee de sus archivos PDF y Word.',
  'panel.fileType': 'Tipo de archivo',
  'panel.failed': 'No se pudo hacer la relectura: revisa tu conexión y vuelve a cargar la página.',
  'panel.reading': 'Releyendo tu archivo',
  'panel.allSame.pdf_one':
    'Todos los campos que comprobamos se leyeron de tu archivo PDF tal como los escribiste ({{count}} campo).',
  'panel.allSame.pdf_many':
    'Todos los campos que comprobamos se leyeron de tu archivo PDF tal como los escribiste ({{count}} de campos).',
  'panel.allSame.pdf_other':
    'Todos los campos que comprobamos se leyeron de tu archivo PDF tal como los escribiste ({{count}} campos).',
  'panel.allSame.docx_one':
    'Todos los campos que comprobamos se leyeron de tu archivo Word tal como los escribiste ({{count}} campo).',
  'panel.allSame.docx_many':
    'Todos los campos que comprobamos se leyeron de tu archivo Word tal como los escribiste ({{count}} de campos).',
  'panel.allSame.docx_other':
    'Todos los campos que comprobamos se leyeron de tu archivo Word tal como los escribiste ({{count}} campos).',
  'panel.differ.pdf_one': '{{count}} de {{total}} campos se leyó de forma distinta en tu archivo PDF.',
  'panel.differ.pdf_many': '{{count}} de {{total}} campos se leyeron de forma distinta en tu archivo PDF.',
  'panel.differ.pdf_other': '{{count}} de {{total}} campos se leyeron de forma distinta en tu archivo PDF.',
  'panel.differ.docx_one': '{{count}} de {{total}} campos se leyó de forma distinta en tu archivo Word.',
  'panel.differ.docx_many': '{{count}} de {{total}} campos se leyeron de forma distinta en tu archivo Word.',
  'panel.differ.docx_other': '{{count}} de {{total}} campos se leyeron de forma distinta en tu archivo Word.',
  'panel.every': 'Todos los campos, tal como se escribieron y tal como se leyeron',
  'panel.field': 'Campo',
  'panel.yours': 'Tu currículum',
  'panel.fromFile': 'Leído del archivo',
  'diff.list': 'Diferencias',
  'diff.kind.missing': 'no encontrado',
  'diff.kind.changed': 'cambiado',
  'diff.kind.date': 'fecha',
  'diff.kind.moved': 'movido',
  'diff.kind.merged': 'fusionado',
  'diff.kind.split': 'dividido',
  'diff.got': 'Escribiste «<expected></expected>»; el lector obtuvo «<read></read>».',
  'diff.gotNothing': 'Escribiste «<expected></expected>»; el lector no obtuvo nada.',
  'diff.fix': 'Solución: ',
  'summary.all.pdf_one':
    'Un lector como el de un ATS obtiene de este PDF {{count}} campo tal como lo escribiste ({{score}}).',
  'summary.all.pdf_many':
    'Un lector como el de un ATS obtiene de este PDF los {{count}} de campos tal como los escribiste ({{score}}).',
  'summary.all.pdf_other':
    'Un lector como el de un ATS obtiene de este PDF los {{count}} campos tal como los escribiste ({{score}}).',
  'summary.all.docx_one':
    'Un lector como el de un ATS obtiene de este archivo Word {{count}} campo tal como lo escribiste ({{score}}).',
  'summary.all.docx_many':
    'Un lector como el de un ATS obtiene de este archivo Word los {{count}} de campos tal como los escribiste ({{score}}).',
  'summary.all.docx_other':
    'Un lector como el de un ATS obtiene de este archivo Word los {{count}} campos tal como los escribiste ({{score}}).',
  'summary.some.pdf_one':
    'Un lector como el de un ATS obtiene de este PDF {{read}} de tu {{count}} campo tal como lo escribiste ({{score}}).',
  'summary.some.pdf_many':
    'Un lector como el de un ATS obtiene de este PDF {{read}} de tus {{count}} de campos tal como los escribiste ({{score}}).',
  'summary.some.pdf_other':
    'Un lector como el de un ATS obtiene de este PDF {{read}} de tus {{count}} campos tal como los escribiste ({{score}}).',
  'summary.some.docx_one':
    'Un lector como el de un ATS obtiene de este archivo Word {{read}} de tu {{count}} campo tal como lo escribiste ({{score}}).',
  'summary.some.docx_many':
    'Un lector como el de un ATS obtiene de este archivo Word {{read}} de tus {{count}} de campos tal como los escribiste ({{score}}).',
  'summary.some.docx_other':
    'Un lector como el de un ATS obtiene de este archivo Word {{read}} de tus {{count}} campos tal como los escribiste ({{score}}).',
  'summary.differences_one': '{{count}} diferencia, con causa y solución',
  'summary.differences_many': '{{count}} de diferencias, con causa y solución',
  'summary.differences_other': '{{count}} diferencias, con causa y solución',
  'summary.failed.pdf': 'Ahora mismo no hemos podido releer tu archivo PDF. Esto no afecta a tu descarga.',
  'summary.failed.docx': 'Ahora mismo no hemos podido releer tu archivo Word. Esto no afecta a tu descarga.',
  'summary.reading.pdf': 'Releyendo tu archivo PDF',
  'summary.reading.docx': 'Releyendo tu archivo Word',
  'summary.readingLong.pdf':
    'Releyendo tu archivo PDF como lo haría un sistema de seguimiento de candidatos…',
  'summary.readingLong.docx':
    'Releyendo tu archivo Word como lo haría un sistema de seguimiento de candidatos…',
} as const;
