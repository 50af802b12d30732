export default {
  title: 'Resumable gebruiken vanuit je AI-assistent',
  intro:
    'Claude, ChatGPT, Cursor en andere assistenten die het Model Context Protocol (MCP) ondersteunen, kunnen je cv’s lezen, ze vergelijken met een vacaturetekst, een aangepaste kopie maken en een sollicitatiebrief schrijven met de eigen engine en sjablonen van Resumable. Elke wijziging van een assistent wordt bewaard in de versiegeschiedenis van het cv onder de naam van het token, zodat je die kunt zien en ongedaan kunt maken.',
  oauth:
    'Een assistent die inlogt met OAuth heeft alleen het adres <code>{{address}}</code> nodig: hij opent hier een pagina waar je hem toestemming geeft om je cv’s te lezen, of te lezen en te wijzigen. Je kunt hem loskoppelen in Accountinstellingen. Het token hieronder is voor de andere assistenten en voor scripts.',
  'token.title': '1. Maak een token',
  'token.text':
    'Maak in <settings>Accountinstellingen</settings>, onder Persoonlijke toegangstokens, een token voor de assistent. Kies ‘Alleen lezen’ om hem je cv’s te laten lezen en controleren, of ‘Lezen en schrijven’ om hem ze ook te laten wijzigen en vacatures te laten opslaan. Het token wordt maar één keer getoond: kopieer het in de configuratie hieronder in plaats van <code>{{placeholder}}</code>.',
  'desktop.title': '2. Koppel een desktopassistent',
  'desktop.text':
    'Voeg deze server toe aan de MCP-configuratie van de assistent (bijvoorbeeld in het blok <code>mcpServers</code> van zijn configuratiebestand) en start hem opnieuw. De server spreekt Streamable HTTP op <code>{{address}}</code>.',
  'desktop.label': 'Configuratie van de desktopassistent (JSON)',
  'script.title': 'Of roep hem aan vanuit een script',
  'script.text':
    'Elke HTTP-client kan de tools aanroepen met JSON-RPC. Dit voorbeeld toont je cv’s met curl. Hetzelfde token werkt ook met de REST-API, beschreven in <doc>het OpenAPI-document</doc>.',
  'script.label': 'Voorbeeld met curl',
  'tools.title': 'De tools',
  'tools.resources':
    'Cv’s en opgeslagen vacatures zijn ook als bronnen te lezen (<code>{{resumes}}</code> en <code>{{jobs}}</code>).',
  'tools.label': 'MCP-tools',
  'tools.write': 'Vereist een token om te lezen en te schrijven',
  'tools.any': 'Elk token',
  copy: 'Kopiëren',
  copied: 'Gekopieerd',
  copyBlocked: 'Kopiëren is geblokkeerd in deze browser: selecteer de tekst en kopieer die.',
};
