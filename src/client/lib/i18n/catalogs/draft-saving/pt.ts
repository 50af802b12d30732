export default {
  'status.saving': 'A guardar',
  'status.saved': 'Guardado',
  'status.retrying': 'Não guardado, a tentar novamente',
  'status.conflict': 'Alterado noutro local',
  'conflict.title': 'Este currículo foi alterado noutro local',
  'conflict.textAt':
    'Foi guardado noutro separador ou dispositivo às <time>{{time}}</time>, depois de o ter aberto. Mantenha as suas alterações (substituem essa versão) ou carregue a versão guardada (as alterações não guardadas são descartadas).',
  'conflict.text':
    'Foi guardado noutro separador ou dispositivo depois de o ter aberto. Mantenha as suas alterações (substituem essa versão) ou carregue a versão guardada (as alterações não guardadas são descartadas).',
  'conflict.loadSaved': 'Carregar a versão guardada',
  'conflict.keepMine': 'Manter as minhas alterações',
  'rename.failed': 'Não foi possível guardar o título. Tente novamente.',
  'migration.issueTitle': 'Problema ao transferir o currículo',
  'migration.issueText': 'Não foi possível guardar o seu currículo. Tente novamente ou contacte o apoio.',
  'migration.errorTitle': 'Erro ao transferir o currículo',
  'migration.errorText': 'Ocorreu um erro ao guardar o seu currículo. Tente novamente.',
  'download.saveFailed': 'Não foi possível guardar o seu currículo. Tente novamente.',
  'download.notFound':
    'Não foi possível encontrar os dados do seu currículo. Tente novamente ou contacte o apoio.',
} as const;
