export default {
  'builder.dashboard': 'Panel',
  'draft.history': 'Historial',
  'draft.share': 'Compartir',
  'import.guestResumeExists':
    'Este navegador ya contiene un currículum. Inicia sesión para conservar los dos, o descarga primero ese y vuelve a empezar en el editor.',
  'draft.notFound': 'Currículum no encontrado',
  'draft.back': 'Volver a su panel',
  'draft.missing': 'Este currículum no existe o se ha eliminado.',
  'draft.loadFailed': 'No se ha podido cargar el currículum. Vuelva a cargar la página.',
} as const;
