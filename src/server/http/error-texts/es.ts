import { FRESH_SIGN_IN_MINUTES } from '../../../domain/account-api';
import { MAX_COVER_LETTERS_PER_USER } from '../../../domain/cover-letter-api';
import { MAX_DRAFTS_PER_USER } from '../../../domain/draft-api';
import { MAX_CONTACTS_PER_JOB } from '../../../domain/job-contacts-api';
import { JOB_CSV_MAX_ROWS } from '../../../domain/job-csv-api';
import { MAX_EVENTS_PER_JOB } from '../../../domain/job-events-api';
import { MAX_JOB_DESCRIPTION_CHARS } from '../../../domain/job-match-api';
import { MAX_JOBS_PER_USER } from '../../../domain/jobs-api';
import { MAX_TOKENS_PER_USER } from '../../../domain/personal-token-api';
import type { ErrorTexts } from './en';

export const ES: ErrorTexts = {
  not_signed_in: 'No has iniciado sesión',
  forbidden: 'No tienes permiso para hacer esto',
  not_found: 'No encontrado',
  invalid_request: 'Solicitud no válida',
  bad_request: 'Solicitud no válida',
  malformed_json: 'El cuerpo JSON de la solicitud no es válido',
  empty_body: 'La solicitud no tiene contenido',
  body_too_large: 'La solicitud es demasiado grande',
  unsupported_media_type: 'Tipo de contenido no admitido',
  invalid_content_length: 'La longitud del contenido no es válida',
  rate_limited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  rate_limited_retry: 'Demasiadas solicitudes. Inténtalo de nuevo dentro de {{seconds}} segundos.',
  server_error: 'Algo ha fallado. Inténtalo de nuevo.',

  cross_site_refused: 'Se ha rechazado una solicitud de otro sitio',
  first_name_required: 'El nombre es obligatorio',
  first_name_too_short: 'El nombre debe tener al menos {{min}} caracteres',
  first_name_too_long: 'El nombre debe tener menos de {{max}} caracteres',
  last_name_required: 'Los apellidos son obligatorios',
  last_name_too_short: 'Los apellidos deben tener al menos {{min}} caracteres',
  last_name_too_long: 'Los apellidos deben tener menos de {{max}} caracteres',
  email_required: 'El correo electrónico es obligatorio',
  email_invalid: 'Introduce un correo electrónico válido',
  email_too_long: 'El correo electrónico debe tener menos de {{max}} caracteres',
  password_required: 'La contraseña es obligatoria',
  password_too_short: 'La contraseña debe tener al menos {{min}} caracteres',
  password_too_long: 'La contraseña debe tener menos de {{max}} caracteres',
  password_needs_uppercase: 'La contraseña debe contener al menos una letra mayúscula',
  password_needs_lowercase: 'La contraseña debe contener al menos una letra minúscula',
  password_needs_number: 'La contraseña debe contener al menos un número',
  passwords_dont_match: 'Las contraseñas no coinciden',
  confirm_password_required: 'Confirma tu contraseña',
  reset_token_required: 'Falta el código para restablecer la contraseña',
  invalid_reset_link:
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita un nuevo restablecimiento de contraseña.',
  email_taken: 'Ya existe una cuenta con este correo electrónico',
  invalid_login: 'Correo electrónico o contraseña incorrectos',
  unverified_email_taken:
    'Ya existe una cuenta con este correo electrónico. Inicia sesión con tu contraseña y vuelve a intentarlo.',
  provider_shared_no_email: 'El proveedor no ha compartido ninguna dirección de correo electrónico.',
  provider_not_configured: 'El inicio de sesión con {{provider}} no está configurado',
  provider_unavailable:
    'El inicio de sesión con {{provider}} no está disponible en este momento. Inténtalo de nuevo más tarde.',
  two_factor_session_expired:
    'El inicio de sesión ha tardado demasiado. Vuelve a introducir tu correo electrónico y tu contraseña.',
  invalid_token: 'Este token no es válido, ha caducado o se ha revocado',
  read_only_token: 'Este token solo permite leer: crea un token de lectura y escritura para hacer cambios',
  cookie_only:
    'Un token no puede cambiar cómo se inicia sesión en la cuenta, sus tokens ni sus pagos: hazlo en Configuración de la cuenta',
  mcp_token_required:
    'El servidor MCP necesita un token de acceso personal o un token de acceso OAuth: envíalo como Authorization: Bearer <token>',
  authorization_expired: 'Esta solicitud de autorización ha caducado. Vuelve a empezar desde tu asistente.',
  assistant_not_found: 'No existe ese asistente conectado',

  password_to_confirm_required: 'Introduce tu contraseña para confirmar que eres tú',
  wrong_password: 'La contraseña no es correcta',
  current_password_required: 'La contraseña actual es obligatoria',
  wrong_current_password: 'La contraseña actual no es correcta',
  same_password: 'La nueva contraseña debe ser distinta de la actual',
  no_password_to_change:
    'Esta cuenta inicia sesión con un proveedor y no tiene contraseña que cambiar. Usa «¿Has olvidado tu contraseña?» para crear una.',
  confirm_email_mismatch: 'El correo electrónico escrito no coincide con el de esta cuenta',
  fresh_sign_in_required: `Por tu seguridad, cierra sesión, vuelve a iniciarla con tu proveedor e inténtalo de nuevo en un plazo de ${FRESH_SIGN_IN_MINUTES} minutos.`,
  export_taking_long:
    'La exportación de tus datos está tardando más de lo habitual. Inténtalo de nuevo dentro de un minuto.',
  email_in_use: 'Otra cuenta ya usa este correo electrónico',
  same_email: 'Este ya es tu correo electrónico',
  invalid_email_change_link:
    'Este enlace de confirmación no es válido, ya se ha usado o ha caducado. Vuelve a solicitar el cambio en Configuración de la cuenta.',
  email_already_confirmed: 'Tu correo electrónico ya está confirmado',
  unknown_interface_language: 'Elige uno de los idiomas de la interfaz: {{languages}}',
  code_required: 'Introduce el código de 6 dígitos de tu aplicación de autenticación',
  wrong_code: 'Ese código no es correcto o ha caducado. Prueba con el código más reciente.',
  two_factor_already_on: 'El inicio de sesión en dos pasos ya está activado',
  two_factor_not_on: 'El inicio de sesión en dos pasos no está activado',
  session_not_found: 'Sesión no encontrada',
  too_many_tokens: `Tienes ${MAX_TOKENS_PER_USER} tokens. Revoca primero uno que ya no uses.`,
  token_not_found: 'Token no encontrado',
  token_name_required: 'Ponle un nombre al token, como el asistente o el script que lo usa',
  token_scope_invalid: 'Elige lectura, o lectura y escritura',
  token_expiry_invalid: 'Elige 30, 90 o 365 días, o sin caducidad',
  token_name_too_long: 'El nombre debe tener como máximo {{max}} caracteres',
  passkey_not_verified: 'No se ha podido verificar esta llave de acceso. Inténtalo de nuevo.',
  passkey_request_expired: 'La solicitud de la llave de acceso ha caducado. Inténtalo de nuevo.',
  passkey_sign_in_failed:
    'No se ha podido iniciar sesión con esta llave de acceso. Inténtalo de nuevo o usa tu contraseña.',
  passkey_already_added: 'Esta llave de acceso ya está añadida',
  passkey_not_found: 'Llave de acceso no encontrada',
  passkey_name_required: 'Ponle un nombre a la llave de acceso',
  passkey_name_too_long: 'El nombre debe tener como máximo {{max}} caracteres',
  provider_cancel_failed:
    'No hemos podido cancelar tu suscripción con el proveedor de pagos, así que no se ha eliminado nada. Inténtalo de nuevo dentro de unos minutos o contacta con el servicio de asistencia.',

  unknown_plan: 'Plan desconocido',
  invalid_origin: 'Origen no válido',
  nothing_to_cancel: 'No tienes ninguna suscripción activa que cancelar',
  unknown_checkout: 'Sesión de pago desconocida',
  checkout_amount_mismatch: 'El importe del pago no coincide con el plan',
  invalid_webhook_signature: 'Firma de webhook no válida',
  resume_not_found: 'Currículum no encontrado',
  checkout_failed: 'No se ha podido crear la sesión de pago',
  checkout_not_found: 'Sesión de pago no encontrada',
  checkout_already_completed: 'Esta sesión de pago ya se ha completado',
  checkout_closed: 'Esta sesión de pago ya no está abierta',

  draft_limit: `Puedes guardar como máximo ${MAX_DRAFTS_PER_USER} borradores de currículum. Elimina uno para crear otro.`,
  draft_not_found: 'Borrador de currículum no encontrado',
  resume_title_required: 'El título del currículum es obligatorio',
  resume_title_too_long: 'El título del currículum debe tener como máximo {{max}} caracteres',
  draft_conflict:
    'Este currículum se ha modificado en otra pestaña u otro dispositivo. Elige qué versión conservar.',
  paid_status_refused: "El estado debe ser 'draft' o 'pending'",
  version_not_whole: 'La versión debe ser un número entero',
  version_too_small: 'La versión debe ser como mínimo 1',
  version_not_found: 'Versión no encontrada',
  migration_key_invalid: 'Clave de migración no válida',
  other_users_drafts: 'No puedes ver los borradores de otro usuario',
  if_match_required:
    'Envía la versión del borrador en If-Match (el campo `version` de GET /api/resume-drafts/{id}) para que no se pierda ningún cambio',
  patch_not_array: 'Un JSON Patch es una lista de operaciones (RFC 6902)',
  patch_too_long: 'Un parche tiene como máximo {{max}} operaciones',
  export_needs_plan: 'Para descargar necesitas un plan activo. Elige un plan para descargar tu currículum.',
  letter_export_needs_plan:
    'Para descargar necesitas un plan activo. Elige un plan para descargar tu carta de presentación.',
  download_link_invalid: 'Este enlace de descarga no es válido o ha caducado. Pide uno nuevo a tu asistente.',
  download_link_other_account:
    'Este enlace de descarga pertenece a otra cuenta. Cierra sesión o pide un enlace propio.',
  downloads_not_enabled: 'El propietario de este currículum no ha activado las descargas',
  share_enabled_invalid: 'enabled debe ser true o false',
  share_password_too_long: 'La contraseña debe tener como máximo {{max}} caracteres',
  invalid_resume: 'Currículum no válido',
  resume_shape_invalid: 'El currículum no tiene la forma esperada',
  text_too_long: 'Debe tener como máximo {{max}} caracteres',
  too_many_items: 'Como máximo {{max}} elementos',
  invalid_id: 'Identificador no válido',
  valid_email_required: 'Se necesita un correo electrónico válido',
  url_invalid: 'Introduce una URL válida',
  font_size_not_whole: 'El tamaño de letra debe ser un número entero',
  font_size_too_small: 'El tamaño de letra debe ser como mínimo {{min}}',
  font_size_too_large: 'El tamaño de letra debe ser como máximo {{max}}',
  unknown_section: 'Sección desconocida',
  too_many_sections: 'Como máximo {{max}} secciones',
  section_title_required: 'El título de la sección es obligatorio',
  unknown_font_family: 'Tipo de letra desconocido',
  line_spacing_not_number: 'El interlineado debe ser un número',
  line_spacing_too_small: 'El interlineado debe ser como mínimo {{min}}',
  line_spacing_too_large: 'El interlineado debe ser como máximo {{max}}',
  section_spacing_not_number: 'El espacio entre secciones debe ser un número',
  section_spacing_too_small: 'El espacio entre secciones debe ser como mínimo {{min}}',
  section_spacing_too_large: 'El espacio entre secciones debe ser como máximo {{max}}',
  margin_not_number: 'El margen debe ser un número',
  margin_too_small: 'El margen debe ser como mínimo de {{min}} mm',
  margin_too_large: 'El margen debe ser como máximo de {{max}} mm',
  unknown_date_format: 'Formato de fecha desconocido',
  unknown_resume_language: 'Idioma del currículum desconocido',
  unknown_photo_shape: 'Forma de foto desconocida',
  job_title_required: 'El puesto es obligatorio',
  company_required: 'La empresa es obligatoria',
  start_date_required: 'La fecha de inicio es obligatoria',
  institution_required: 'El centro de estudios es obligatorio',
  degree_required: 'La titulación es obligatoria',
  skill_name_required: 'El nombre de la aptitud es obligatorio',
  summary_too_short: 'El resumen debe tener al menos 10 caracteres',
  summary_too_long: 'El resumen debe tener menos de 500 caracteres',
  professional_summary_too_short: 'El resumen profesional debería tener al menos 10 caracteres',

  photo_too_large: 'La foto pesa más de 5 MB',
  photo_not_found: 'No se ha subido ninguna foto',
  photo_not_an_image: 'Sube una imagen PNG o JPEG (no se aceptan SVG, GIF, WebP ni otros archivos)',
  photo_unreadable:
    'No se ha podido leer esta imagen; guárdala de nuevo como PNG o JPEG y vuelve a intentarlo',
  photo_too_many_pixels: 'Esta imagen tiene demasiados píxeles; usa una de menos de 40 megapíxeles',

  job_limit: `Puedes guardar como máximo ${MAX_JOBS_PER_USER} empleos. Elimina uno para añadir otro.`,
  job_not_found: 'Empleo no encontrado',
  job_link_invalid: 'Introduce una dirección web que empiece por http:// o https://',
  job_link_too_long: 'El enlace debe tener como máximo {{max}} caracteres',
  job_status_invalid: 'El estado debe ser uno de estos: {{statuses}}',
  resume_to_tailor_required: 'Elige un currículum para adaptarlo',
  move_index_invalid: 'La posición en la columna debe ser un número entero a partir de 0',
  job_description_not_text: 'La descripción del empleo debe ser texto',
  notes_not_text: 'Las notas deben ser texto',
  notes_too_long: 'Las notas deben tener como máximo {{max}} caracteres',
  contact_name_required: 'Introduce el nombre del contacto',
  contact_linkedin_invalid: 'Introduce una dirección de LinkedIn que empiece por https://www.linkedin.com/',
  contacts_too_many: `Un empleo puede tener como máximo ${MAX_CONTACTS_PER_JOB} contactos`,
  next_step_date_invalid: 'Escribe la fecha como AAAA-MM-DD',
  archive_reason_invalid: 'El motivo debe ser uno de estos: {{reasons}}',
  contact_id_invalid: 'El identificador del contacto debe tener entre 1 y 64 letras, dígitos o guiones',
  job_description_required: 'Pega la descripción de la oferta de empleo',
  job_description_too_long: `La descripción de la oferta debe tener como máximo ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString('es')} caracteres`,
  event_not_found: 'Cita no encontrada',
  event_kind_invalid: 'El tipo debe ser uno de estos: {{kinds}}',
  event_date_invalid: 'La fecha debe ser un día real escrito como AAAA-MM-DD',
  event_time_invalid: 'La hora debe escribirse como HH:MM (formato de 24 horas)',
  event_time_zone_invalid: 'La zona horaria debe ser un nombre IANA, como Europe/Madrid',
  event_limit: `Un empleo puede tener como máximo ${MAX_EVENTS_PER_JOB} fechas. Elimina una para añadir otra.`,
  event_title_too_long: 'El título debe tener como máximo {{max}} caracteres',
  event_note_too_long: 'La nota debe tener como máximo {{max}} caracteres',
  calendar_feed_not_found: 'Calendario no encontrado',
  sent_resume_required: 'Elige el currículum que enviaste',
  link_invalid_url: 'Introduce la dirección web de la oferta de empleo, que empiece por http:// o https://.',
  link_not_public:
    'Esa dirección no está en internet público, así que no se puede leer. Pega el texto de la oferta.',
  link_too_many_redirects: 'Esa página redirige demasiadas veces. Pega el texto de la oferta.',
  link_too_large: 'Esa página pesa más de 2 MB. Pega el texto de la oferta.',
  link_timeout:
    'Esa página ha tardado más de 5 segundos en responder. Inténtalo de nuevo o pega el texto de la oferta.',
  link_not_html: 'Esa dirección es un archivo, no una página web. Pega el texto de la oferta.',
  link_needs_sign_in: 'Esa página requiere iniciar sesión; pega el texto.',
  link_not_found: 'No se ha encontrado esa página. Comprueba el enlace o pega el texto de la oferta.',
  link_unreachable: 'No se ha podido acceder a esa página. Comprueba el enlace o pega el texto de la oferta.',
  link_no_posting: 'No se ha encontrado ninguna oferta de empleo en esa página. Pega el texto de la oferta.',

  upload_unreadable: 'No se ha podido leer el archivo subido; inténtalo de nuevo',
  csv_no_file: 'Elige un archivo CSV para importar',
  csv_too_large: 'El archivo pesa más de 1 MB. Divídelo en archivos más pequeños.',
  csv_too_many_rows: `El archivo tiene más de ${JOB_CSV_MAX_ROWS.toLocaleString('es')} filas. Divídelo en archivos más pequeños.`,
  csv_empty: 'El archivo no tiene filas debajo de la fila de encabezado',
  csv_not_text: 'Esto no es un archivo CSV: guarda la hoja de cálculo como CSV y vuelve a intentarlo',
  csv_mapping_invalid:
    'No se ha podido leer la asignación de columnas; revisa las columnas y vuelve a intentarlo',
  csv_mapping_length: 'La asignación debe indicar un campo o "ignore" para cada columna del archivo',
  csv_title_unmapped: 'Elige la columna que contiene el puesto',
  csv_company_unmapped: 'Elige la columna que contiene la empresa',
  csv_field_twice: 'Solo se puede asignar una columna a {{field}}',
  csv_quote_not_closed:
    'No se ha podido leer el archivo como CSV: una celda entre comillas no se cierra nunca',
  csv_quote_not_closed_at:
    'No se ha podido leer el archivo como CSV (cerca de la línea {{line}}): una celda entre comillas no se cierra nunca',
  csv_quote_not_doubled:
    'No se ha podido leer el archivo como CSV: unas comillas dentro de una celda no están duplicadas',
  csv_quote_not_doubled_at:
    'No se ha podido leer el archivo como CSV (cerca de la línea {{line}}): unas comillas dentro de una celda no están duplicadas',
  csv_rows_unreadable: 'No se ha podido leer el archivo como CSV: no se han podido leer sus filas',
  csv_rows_unreadable_at:
    'No se ha podido leer el archivo como CSV (cerca de la línea {{line}}): no se han podido leer sus filas',

  cover_letter_limit: `Puedes guardar como máximo ${MAX_COVER_LETTERS_PER_USER} cartas de presentación. Elimina una para crear otra.`,
  cover_letter_not_found: 'Carta de presentación no encontrada',
  cover_letter_title_required: 'El título de la carta de presentación es obligatorio',
  cover_letter_title_too_long:
    'El título de la carta de presentación debe tener como máximo {{max}} caracteres',
  cover_letter_conflict:
    'Esta carta de presentación se ha modificado en otra pestaña u otro dispositivo. Elige qué versión conservar.',
  linked_item_gone: 'El currículum o el empleo vinculado ya no existe',
  linked_resume_not_found: 'Elige uno de tus currículums',
  linked_job_not_found: 'Elige uno de tus empleos guardados',

  import_no_file: 'Elige un archivo para importar',
  import_not_json: 'Este archivo no es un JSON válido',
  import_not_pdf: 'Este archivo no es un PDF',
  import_not_docx: 'Este archivo no es un documento de Word',
  import_not_zip: 'Este archivo no es un archivo ZIP',
  import_not_resume:
    'Este JSON no es ni un JSON Resume (basics, work, education...) ni un currículum de Resumable',
  import_nothing: 'Este archivo de currículum no tiene nada que podamos importar',
  import_nothing_wrong_types:
    'Este archivo de currículum no tiene nada que podamos importar: {{parts}} tenían un tipo incorrecto',
  import_zip_too_big:
    'Este ZIP ocupa, descomprimido, más de lo que aceptamos; sube la exportación de LinkedIn tal como se descargó',
  import_zip_too_many_files:
    'Este ZIP contiene demasiados archivos para ser una exportación de datos de LinkedIn',
  import_zip_damaged: 'Este archivo ZIP está dañado y no se ha podido leer',
  import_not_linkedin:
    'Este ZIP no contiene ninguno de los archivos de exportación de LinkedIn (Profile.csv, Positions.csv, Education.csv, Skills.csv)',
  import_pdf_encrypted: 'Este PDF está protegido con contraseña; guarda una copia sin contraseña y súbela',
  import_pdf_damaged: 'Este PDF está dañado y no se ha podido leer',
  import_pdf_too_many_pages:
    'Este PDF tiene {{pages}} páginas; un currículum que podamos leer tiene como máximo 10',
  import_pdf_no_text:
    'Este PDF no tiene texto que podamos leer (parece escaneado o hecho de imágenes); sube el archivo original de Word o PDF',
  import_docx_damaged: 'Este documento de Word está dañado y no se ha podido leer',
  import_docx_no_text: 'Este documento de Word no tiene texto que importar',
  import_too_slow: 'La lectura de este archivo ha tardado demasiado; prueba con un archivo más pequeño',
  import_too_large: 'El archivo pesa más de 10 MB',
  import_unsupported_type:
    'Tipo de archivo no admitido: sube un PDF, un documento de Word (.docx), un JSON Resume (.json) o una exportación de datos de LinkedIn (.zip)',
  import_send_a_file: 'Envía un archivo como multipart/form-data o un cuerpo JSON {jsonResume}',
  ats_unsupported_type: 'Tipo de archivo no admitido: sube un PDF o un documento de Word (.docx)',
  ats_format_invalid: 'Elige pdf o docx',

  import_warning_no_field: '{{path}}: "{{text}}" no tiene un campo propio y se ha omitido',
  import_warning_no_sections:
    'No se ha encontrado ninguna sección de experiencia laboral ni de formación: revisa las secciones de abajo',
  import_warning_school_notes_unnamed:
    'Las notas y actividades de un centro de estudios no tienen cabida en el currículum y se han omitido',
  import_warning_school_notes:
    'Las notas y actividades de {{school}} no tienen cabida en el currículum y se han omitido',
  import_warning_shortened: '{{where}} se ha acortado a {{max}} caracteres',
  import_warning_items_kept: '{{where}}: solo se han conservado los {{max}} primeros elementos',
  import_warning_unnamed_profile_user_name:
    'Se ha omitido el nombre de usuario del perfil "{{username}}": solo se conserva su dirección',
  import_warning_profile_user_name:
    'Se ha omitido el nombre de usuario de {{network}} "{{username}}": solo se conserva su dirección',
  import_warning_value_left_out: 'Se ha omitido {{where}} ("{{value}}"): {{reason}}',
  import_warning_left_out: 'Se ha omitido {{where}}: {{reason}}',
  import_warning_unreadable_parts: 'No se han podido leer algunas partes del archivo',
  import_warning_no_place: '{{path}} no tiene cabida en el currículum y se ha omitido',
  import_warning_skill_level: 'Aptitud "{{name}}": el nivel "{{level}}" se ha interpretado como intermedio',
  import_shape_list: '{{path}} debería ser una lista, no {{type}}: se ha omitido',
  import_shape_object: '{{path}} debería ser un objeto, no {{type}}: se ha omitido',

  check_contact_name: 'Añade tu nombre en la parte superior del currículum.',
  check_contact_email: 'Añade un correo electrónico para que un reclutador pueda contactarte.',
  check_contact_phone: 'Añade un número de teléfono; muchos reclutadores llaman primero.',
  check_contact_city: 'Añade tu ciudad: los filtros de los ATS suelen buscar por ubicación.',
  check_date_unreadable:
    '"{{text}}" no es una fecha que un ATS pueda leer; escribe un mes y un año, como "Mar 2021".',
  check_action_verb: 'Empieza con un verbo de acción (Led, Built, Reduced...): "{{bullet}}"',
  check_add_number: 'Añade una cifra si la tienes (cuántos, cuánto, con qué frecuencia): "{{bullet}}"',
  check_long_bullet: 'Esta viñeta ocupa más de dos líneas; deja una sola idea por viñeta.',
  check_pronouns: 'Quita "I", "my" y "we": los currículums se escriben sin pronombres.',
  check_repeated_verb: '"{{verb}}" abre {{count}} viñetas; varía los verbos.',
  check_buzzwords: 'Demuéstralo en lugar de decirlo: "{{words}}" le dice poco a un reclutador.',
  check_summary_missing: 'Añade un resumen de dos o tres líneas que nombre el puesto que buscas.',
  check_summary_pronouns: 'Quita "I", "my" y "we" del resumen.',
  check_summary_target: 'Nombra el puesto al que aspiras ("{{job}}") en tu resumen.',
  check_heading: 'Los ATS buscan encabezados estándar; puede que "{{title}}" no se reconozca.',
  ats_cause_dates: 'El lector no entendió estas fechas tal como están escritas en el {{file}}.',
  ats_fix_dates:
    'Elige el mes en el selector de fechas o un formato de fecha con el mes y el año (Diseño > Formato de fecha).',
  ats_cause_moved: 'La aptitud se leyó dentro de otra sección: su encabezado no se reconoció como Skills.',
  ats_fix_moved:
    "Mantén el encabezado 'Skills' (Diseño > Secciones) y pon cada aptitud como una entrada propia.",
  ats_cause_merged: 'Dos viñetas se leyeron como una: la separación entre ellas no llegó al lector.',
  ats_fix_merged:
    'Haz de cada logro una viñeta propia en el editor y mantén cada viñeta en una o dos líneas.',
  ats_cause_split:
    'Una viñeta se leyó como varias: un salto de línea dentro de ella parece el comienzo de otra viñeta.',
  ats_fix_split: 'Quita los saltos de línea de esta viñeta.',
  ats_cause_missing:
    'El lector no encontró nada en esta parte ({{where}}) del {{file}} creado con la plantilla {{template}}.',
  ats_cause_different:
    'El lector obtuvo un texto distinto en esta parte ({{where}}) del {{file}} creado con la plantilla {{template}}.',
  ats_fix_name:
    'Elige una plantilla con el nombre en texto normal en la parte superior (la plantilla {{template}} puede colocarlo donde el lector no mira).',
  ats_fix_contact:
    'Escríbelo completo en Datos de contacto, por separado; una plantilla de una columna mantiene unida la línea de contacto.',
  ats_fix_link: 'Escribe la dirección completa (https://...), no solo como una palabra enlazada.',
  ats_fix_job:
    'Pon el puesto y la empresa cada uno en su propio campo; una plantilla de una columna los mantiene en una sola línea de encabezado.',
  ats_fix_date: 'Elige el mes en el selector de fechas.',
  ats_fix_bullet:
    'Evita símbolos y tablas dentro de las viñetas; una plantilla de una columna mantiene las viñetas en orden de lectura.',
  ats_fix_education:
    'Rellena el centro y la titulación en sus propios campos; una plantilla de una columna los mantiene juntos.',
  ats_fix_skill: "Mantén el encabezado 'Skills' y pon cada aptitud como una entrada propia.",
};
