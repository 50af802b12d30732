/** The download dialog, /loading, the resume preview and the builder's save conflict, in Spanish (tú): see en.ts. */
export default {
  'dialog.title': 'Descarga tu currículum',
  'dialog.description': 'Elige un formato.',
  'dialog.pdf': 'Documento PDF',
  'dialog.word': 'Documento Word',
  'dialog.pdfHint': 'Ideal para imprimir y para los sistemas ATS',
  'dialog.wordHint': 'Formato editable',
  'dialog.recommended': 'Recomendado',
  'dialog.downloading': 'Descargando...',
  'dialog.failed': 'No se ha podido descargar el archivo {{format}}. Inténtalo de nuevo.',
  'dialog.readBack': 'Lo que lee un ATS',
  'dialog.readBackType': 'Tipo de archivo que se lee',
  'flow.saveFailed': 'No se ha podido guardar tu currículum. Inténtalo de nuevo.',
  'flow.notFound':
    'No se encuentran los datos de tu currículum. Inténtalo de nuevo o contacta con el servicio de asistencia.',
  'loading.done': 'Currículum optimizado correctamente',
  'loading.saved': 'Tu currículum se ha guardado en tu cuenta.',
  'loading.savedAdvice_one':
    'Tu currículum se ha guardado en tu cuenta. La página de vista previa tiene {{count}} sugerencia para él.',
  'loading.savedAdvice_many':
    'Tu currículum se ha guardado en tu cuenta. La página de vista previa tiene {{count}} de sugerencias para él.',
  'loading.savedAdvice_other':
    'Tu currículum se ha guardado en tu cuenta. La página de vista previa tiene {{count}} sugerencias para él.',
  'loading.settingUp': 'Configurando tu cuenta',
  'loading.optimizing': 'Optimizando tu currículum',
  'loading.step.account': 'Comprobando tu cuenta',
  'loading.step.save': 'Guardando tu currículum en tu cuenta',
  'loading.step.check': 'Revisando tu currículum',
  'loading.stepDone': '(hecho)',
  'preview.title': 'Vista previa del currículum | Resumable',
  'preview.back': 'Volver al editor',
  'preview.heading': 'Vista previa del currículum',
  'preview.design': 'Diseño',
  'preview.complete': '{{percent}} % completado',
  'preview.completeness': 'Progreso del currículum',
  'preview.json': 'Descargar mis datos como JSON Resume',
  'preview.download': 'Descargar',
  'preview.notYet': 'Complétalo hasta el {{percent}} % para descargarlo',
  'preview.advice': 'Antes de descargar',
  'conflict.title': 'Este currículum se ha modificado en otro lugar',
  'conflict.textAt':
    'Se guardó desde otra pestaña u otro dispositivo a las <time></time>, después de que lo abrieras. Conserva tus cambios (sustituyen esa versión) o carga la versión guardada (se descartan tus cambios sin guardar).',
  'conflict.text':
    'Se guardó desde otra pestaña u otro dispositivo después de que lo abrieras. Conserva tus cambios (sustituyen esa versión) o carga la versión guardada (se descartan tus cambios sin guardar).',
  'conflict.loadSaved': 'Cargar la versión guardada',
  'conflict.keepMine': 'Conservar mis cambios',
  'rename.failed': 'No se ha podido guardar el título. Inténtalo de nuevo.',
} as const;
