export default {
  title: 'Usa Resumable dal tuo assistente IA',
  intro:
    'Claude, ChatGPT, Cursor e gli altri assistenti compatibili con il Model Context Protocol (MCP) possono leggere i tuoi curriculum, confrontarli con un annuncio di lavoro, adattarne una copia e scrivere una lettera di presentazione con il motore e i modelli di Resumable. Ogni modifica fatta da un assistente resta nella cronologia delle versioni del curriculum con il nome del token, così puoi vederla e annullarla.',
  oauth:
    'Un assistente che accede con OAuth ha bisogno solo dell’indirizzo <code>{{address}}</code>: apre qui una pagina in cui gli consenti di leggere, oppure leggere e modificare, i tuoi curriculum. Puoi scollegarlo dalle Impostazioni dell’account. Il token qui sotto serve per gli altri assistenti e per gli script.',
  'token.title': '1. Crea un token',
  'token.text':
    'Nelle <settings>Impostazioni dell’account</settings>, in Token di accesso personali, crea un token per l’assistente. Scegli «Sola lettura» per permettergli di leggere e controllare i tuoi curriculum, oppure «Lettura e scrittura» per permettergli anche di modificarli e salvare offerte. Il token viene mostrato una sola volta: copialo nella configurazione qui sotto al posto di <code>{{placeholder}}</code>.',
  'desktop.title': '2. Collega un assistente desktop',
  'desktop.text':
    'Aggiungi questo server alla configurazione MCP dell’assistente (ad esempio nel blocco <code>mcpServers</code> del suo file di configurazione), poi riavvialo. Il server usa Streamable HTTP all’indirizzo <code>{{address}}</code>.',
  'desktop.label': 'Configurazione dell’assistente desktop (JSON)',
  'script.title': 'Oppure chiamalo da uno script',
  'script.text':
    'Qualsiasi client HTTP può chiamare gli strumenti con JSON-RPC. Questo esempio elenca i tuoi curriculum con curl. Lo stesso token funziona anche con l’API REST, descritta nel <doc>suo documento OpenAPI</doc>.',
  'script.label': 'Esempio con curl',
  'tools.title': 'Gli strumenti',
  'tools.resources':
    'I curriculum e le offerte salvate si possono leggere anche come risorse (<code>{{resumes}}</code> e <code>{{jobs}}</code>).',
  'tools.label': 'Strumenti MCP',
  'tools.write': 'Richiede un token di lettura e scrittura',
  'tools.any': 'Qualsiasi token',
  copy: 'Copia',
  copied: 'Copiato',
  copyBlocked: 'Questo browser blocca la copia: seleziona il testo e copialo.',
};
