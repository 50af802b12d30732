export default {
  'builder.dashboard': 'Painel',
  'draft.history': 'Histórico',
  'draft.share': 'Partilhar',
  'import.guestResumeExists':
    'Este navegador já guarda um currículo. Inicie sessão para manter os dois, ou descarregue primeiro esse e recomece no editor.',
} as const;
