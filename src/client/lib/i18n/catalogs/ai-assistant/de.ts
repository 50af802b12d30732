export default {
  title: 'Resumable aus Ihrem KI-Assistenten nutzen',
  intro:
    'Claude, ChatGPT, Cursor und andere Assistenten, die das Model Context Protocol (MCP) unterstützen, können Ihre Lebensläufe lesen, sie mit einer Stellenanzeige abgleichen, eine Kopie anpassen und mit der Engine und den Vorlagen von Resumable ein Anschreiben verfassen. Jede Änderung eines Assistenten wird im Versionsverlauf des Lebenslaufs unter dem Namen des Tokens festgehalten, sodass Sie sie sehen und rückgängig machen können.',
  oauth:
    'Ein Assistent, der sich per OAuth anmeldet, braucht nur die Adresse <code>{{address}}</code>: Er öffnet hier eine Seite, auf der Sie ihm erlauben, Ihre Lebensläufe zu lesen oder zu lesen und zu ändern. In den Kontoeinstellungen können Sie ihn wieder trennen. Das Token unten ist für die übrigen Assistenten und für Skripte.',
  'token.title': '1. Token erstellen',
  'token.text':
    'Erstellen Sie in den <settings>Kontoeinstellungen</settings> unter „Persönliche Zugriffstokens“ ein Token für den Assistenten. Wählen Sie „Nur lesen“, damit er Ihre Lebensläufe lesen und prüfen kann, oder „Lesen und schreiben“, damit er sie auch ändern und Stellen speichern kann. Das Token wird nur einmal angezeigt: Kopieren Sie es in die Konfiguration unten anstelle von <code>{{placeholder}}</code>.',
  'desktop.title': '2. Desktop-Assistenten verbinden',
  'desktop.text':
    'Fügen Sie diesen Server der MCP-Konfiguration des Assistenten hinzu (zum Beispiel im Block <code>mcpServers</code> seiner Konfigurationsdatei) und starten Sie ihn neu. Der Server spricht Streamable HTTP unter <code>{{address}}</code>.',
  'desktop.label': 'Konfiguration des Desktop-Assistenten (JSON)',
  'script.title': 'Oder aus einem Skript aufrufen',
  'script.text':
    'Jeder HTTP-Client kann die Werkzeuge per JSON-RPC aufrufen. Dieses Beispiel listet Ihre Lebensläufe mit curl auf. Dasselbe Token funktioniert auch mit der REST-API, die in <doc>ihrem OpenAPI-Dokument</doc> beschrieben ist.',
  'script.label': 'Beispiel mit curl',
  'tools.title': 'Die Werkzeuge',
  'tools.resources':
    'Lebensläufe und gespeicherte Stellen sind auch als Ressourcen lesbar (<code>{{resumes}}</code> und <code>{{jobs}}</code>).',
  'tools.label': 'MCP-Werkzeuge',
  'tools.write': 'Braucht ein Token zum Lesen und Schreiben',
  'tools.any': 'Jedes Token',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyBlocked: 'Kopieren ist in diesem Browser blockiert: Markieren Sie den Text und kopieren Sie ihn.',
};
