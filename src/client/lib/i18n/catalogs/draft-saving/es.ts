export default {
  'status.saving': 'Guardando',
  'status.saved': 'Guardado',
  'status.retrying': 'No guardado, reintentando',
  'status.conflict': 'Modificado en otro lugar',
  'conflict.title': 'Este currículum se ha modificado en otro lugar',
  'conflict.textAt':
    'Se guardó desde otra pestaña u otro dispositivo a las <time>{{time}}</time>, después de que lo abrieras. Conserva tus cambios (sustituyen esa versión) o carga la versión guardada (se descartan tus cambios sin guardar).',
  'conflict.text':
    'Se guardó desde otra pestaña u otro dispositivo después de que lo abrieras. Conserva tus cambios (sustituyen esa versión) o carga la versión guardada (se descartan tus cambios sin guardar).',
  'conflict.loadSaved': 'Cargar la versión guardada',
  'conflict.keepMine': 'Conservar mis cambios',
  'rename.failed': 'No se ha podido guardar el título. Inténtalo de nuevo.',
  'migration.issueTitle': 'Problema al trasladar tu currículum',
  'migration.issueText':
    'No hemos podido guardar tu currículum. Inténtalo de nuevo o contacta con el soporte.',
  'migration.errorTitle': 'Error al trasladar tu currículum',
  'migration.errorText': 'Se ha producido un error al guardar tu currículum. Inténtalo de nuevo.',
  'download.saveFailed': 'No se ha podido guardar tu currículum. Inténtalo de nuevo.',
  'download.notFound':
    'No encontramos los datos de tu currículum. Inténtalo de nuevo o contacta con el soporte.',
} as const;
