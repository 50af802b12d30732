export default {
  'builder.dashboard': 'Painel',
  'draft.history': 'Histórico',
  'draft.share': 'Partilhar',
  'import.guestResumeExists':
    'Este navegador já guarda um currículo. Inicie sessão para manter os dois, ou descarregue primeiro esse e recomece no editor.',
  'draft.notFound': 'Currículo não encontrado',
  'draft.back': 'Voltar ao seu painel',
  'draft.missing': 'Este currículo não existe ou foi eliminado.',
  'draft.loadFailed': 'Não foi possível carregar o currículo. Recarregue a página.',
} as const;
