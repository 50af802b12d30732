export default {
  title: 'Usar o Resumable a partir do seu assistente de IA',
  intro:
    'O Claude, o ChatGPT, o Cursor e outros assistentes compatíveis com o Model Context Protocol (MCP) podem ler os seus currículos, compará-los com um anúncio de emprego, adaptar uma cópia e escrever uma carta de apresentação com o motor e os modelos do Resumable. Cada alteração feita por um assistente fica no histórico de versões do currículo com o nome do token, para que a possa ver e anular.',
  oauth:
    'Um assistente que inicia sessão com OAuth só precisa do endereço <code>{{address}}</code>: abre aqui uma página onde lhe permite ler, ou ler e alterar, os seus currículos. Pode desligá-lo nas Definições da conta. O token abaixo serve para os restantes assistentes e para scripts.',
  'token.title': '1. Criar um token',
  'token.text':
    'Nas <settings>Definições da conta</settings>, em Tokens de acesso pessoal, crie um token para o assistente. Escolha «Só leitura» para que possa ler e verificar os seus currículos, ou «Leitura e escrita» para que também os possa alterar e guardar ofertas. O token é mostrado uma única vez: copie-o para a configuração abaixo em vez de <code>{{placeholder}}</code>.',
  'desktop.title': '2. Ligar um assistente de computador',
  'desktop.text':
    'Adicione este servidor à configuração MCP do assistente (por exemplo, no bloco <code>mcpServers</code> do ficheiro de configuração) e reinicie-o. O servidor usa Streamable HTTP em <code>{{address}}</code>.',
  'desktop.label': 'Configuração do assistente de computador (JSON)',
  'script.title': 'Ou chamá-lo a partir de um script',
  'script.text':
    'Qualquer cliente HTTP pode chamar as ferramentas com JSON-RPC. Este exemplo lista os seus currículos com curl. O mesmo token também funciona na API REST, descrita no <doc>respetivo documento OpenAPI</doc>.',
  'script.label': 'Exemplo com curl',
  'tools.title': 'As ferramentas',
  'tools.resources':
    'Os currículos e as ofertas guardadas também podem ser lidos como recursos (<code>{{resumes}}</code> e <code>{{jobs}}</code>).',
  'tools.label': 'Ferramentas MCP',
  'tools.write': 'Requer um token de leitura e escrita',
  'tools.any': 'Qualquer token',
  copy: 'Copiar',
  copied: 'Copiado',
  copyBlocked: 'Este navegador não permite copiar: selecione o texto e copie-o.',
};
