export default {
  'builder.dashboard': 'Panel',
  'draft.history': 'Historial',
  'draft.share': 'Compartir',
  'import.guestResumeExists':
    'Este navegador ya contiene un currículum. Inicia sesión para conservar los dos, o descarga primero ese y vuelve a empezar en el editor.',
} as const;
