export default {
  'page.alt': 'Página {{number}} de {{total}} del currículum',
  'placeholder.text': 'Tu currículum aparecerá aquí a medida que escribas.',
  'status.loading': 'Cargando la vista previa',
  'status.paused': 'Vista previa en pausa: no se puede conectar con el servidor. Tus cambios se conservan.',
  'status.missingCharacters':
    'Estos caracteres no se pueden mostrar con las fuentes del currículum y faltarían en la descarga:',
} as const;
