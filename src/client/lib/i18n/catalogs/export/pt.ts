/** The download dialog, /loading, the resume preview and the builder's save conflict, in European Portuguese: see en.ts. */
export default {
  'dialog.title': 'Descarregue o seu currículo',
  'dialog.description': 'Escolha um formato.',
  'dialog.pdf': 'Documento PDF',
  'dialog.word': 'Documento Word',
  'dialog.pdfHint': 'Ideal para imprimir e para sistemas ATS',
  'dialog.wordHint': 'Formato editável',
  'dialog.recommended': 'Recomendado',
  'dialog.downloading': 'A descarregar...',
  'dialog.failed': 'Não foi possível descarregar o ficheiro {{format}}. Tente novamente.',
  'dialog.readBack': 'O que um ATS lê',
  'dialog.readBackType': 'Tipo de ficheiro a ler',
  'flow.saveFailed': 'Não foi possível guardar o seu currículo. Tente novamente.',
  'flow.notFound':
    'Não foi possível encontrar os dados do seu currículo. Tente novamente ou contacte o apoio.',
  'loading.done': 'Currículo otimizado com sucesso',
  'loading.saved': 'O seu currículo está guardado na sua conta.',
  'loading.savedAdvice_one':
    'O seu currículo está guardado na sua conta. A página de pré-visualização tem {{count}} sugestão para ele.',
  'loading.savedAdvice_many':
    'O seu currículo está guardado na sua conta. A página de pré-visualização tem {{count}} de sugestões para ele.',
  'loading.savedAdvice_other':
    'O seu currículo está guardado na sua conta. A página de pré-visualização tem {{count}} sugestões para ele.',
  'loading.settingUp': 'A configurar a sua conta',
  'loading.optimizing': 'A otimizar o seu currículo',
  'loading.step.account': 'A verificar a sua conta',
  'loading.step.save': 'A guardar o seu currículo na sua conta',
  'loading.step.check': 'A verificar o seu currículo',
  'loading.stepDone': '(concluído)',
  'preview.title': 'Pré-visualização do currículo | Resumable',
  'preview.back': 'Voltar ao editor',
  'preview.heading': 'Pré-visualização do currículo',
  'preview.design': 'Aspeto',
  'preview.complete': '{{percent}}% concluído',
  'preview.completeness': 'Progresso do currículo',
  'preview.json': 'Descarregar os meus dados em JSON Resume',
  'preview.download': 'Descarregar',
  'preview.notYet': 'Complete até {{percent}}% para descarregar',
  'preview.advice': 'Antes de descarregar',
  'conflict.title': 'Este currículo foi alterado noutro local',
  'conflict.textAt':
    'Foi guardado a partir de outro separador ou dispositivo às <time></time>, depois de o ter aberto. Mantenha as suas alterações (substituem essa versão) ou carregue a versão guardada (as alterações não guardadas são descartadas).',
  'conflict.text':
    'Foi guardado a partir de outro separador ou dispositivo depois de o ter aberto. Mantenha as suas alterações (substituem essa versão) ou carregue a versão guardada (as alterações não guardadas são descartadas).',
  'conflict.loadSaved': 'Carregar a versão guardada',
  'conflict.keepMine': 'Manter as minhas alterações',
  'rename.failed': 'Não foi possível guardar o título. Tente novamente.',
} as const;
