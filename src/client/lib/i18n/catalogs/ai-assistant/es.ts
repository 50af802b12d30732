export default {
  title: 'Usa Resumable desde tu asistente de IA',
  intro:
    'Claude, ChatGPT, Cursor y otros asistentes compatibles con el Model Context Protocol (MCP) pueden leer tus currículums, compararlos con una oferta de empleo, adaptar una copia y escribir una carta de presentación con el motor y las plantillas de Resumable. Cada cambio que hace un asistente queda en el historial de versiones del currículum con el nombre del token, para que puedas verlo y deshacerlo.',
  oauth:
    'Un asistente que inicia sesión con OAuth solo necesita la dirección <code>{{address}}</code>: abre aquí una página en la que le permites leer, o leer y modificar, tus currículums. Puedes desconectarlo en Configuración de la cuenta. El token de abajo es para los demás asistentes y para scripts.',
  'token.title': '1. Crea un token',
  'token.text':
    'En <settings>Configuración de la cuenta</settings>, en Tokens de acceso personal, crea un token para el asistente. Elige «Solo lectura» para que pueda leer y revisar tus currículums, o «Lectura y escritura» para que también pueda modificarlos y guardar empleos. El token se muestra una sola vez: cópialo en la configuración de abajo en lugar de <code>{{placeholder}}</code>.',
  'desktop.title': '2. Conecta un asistente de escritorio',
  'desktop.text':
    'Añade este servidor a la configuración MCP del asistente (por ejemplo, al bloque <code>mcpServers</code> de su archivo de configuración) y reinícialo. El servidor usa Streamable HTTP en <code>{{address}}</code>.',
  'desktop.label': 'Configuración del asistente de escritorio (JSON)',
  'script.title': 'O llámalo desde un script',
  'script.text':
    'Cualquier cliente HTTP puede llamar a las herramientas con JSON-RPC. Este ejemplo lista tus currículums con curl. El mismo token sirve también para la API REST, descrita en <doc>su documento OpenAPI</doc>.',
  'script.label': 'Ejemplo con curl',
  'tools.title': 'Las herramientas',
  'tools.resources':
    'Los currículums y los empleos guardados también se pueden leer como recursos (<code>{{resumes}}</code> y <code>{{jobs}}</code>).',
  'tools.label': 'Herramientas MCP',
  'tools.write': 'Requiere un token de lectura y escritura',
  'tools.any': 'Cualquier token',
  copy: 'Copiar',
  copied: 'Copiado',
  copyBlocked: 'Este navegador no permite copiar: selecciona el texto y cópialo.',
};
