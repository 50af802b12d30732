export default {
  title: 'Utiliser Resumable depuis votre assistant IA',
  intro:
    'Claude, ChatGPT, Cursor et les autres assistants compatibles avec le Model Context Protocol (MCP) peuvent lire vos CV, les comparer à une offre d’emploi, en adapter une copie et rédiger une lettre de motivation avec le moteur et les modèles de Resumable. Chaque modification faite par un assistant est conservée dans l’historique des versions du CV sous le nom du jeton, pour que vous puissiez la voir et l’annuler.',
  oauth:
    'Un assistant qui se connecte avec OAuth n’a besoin que de l’adresse <code>{{address}}</code> : il ouvre ici une page où vous l’autorisez à lire, ou à lire et modifier, vos CV. Vous pouvez le déconnecter dans Paramètres du compte. Le jeton ci-dessous sert aux autres assistants et aux scripts.',
  'token.title': '1. Créer un jeton',
  'token.text':
    'Dans <settings>Paramètres du compte</settings>, sous Jetons d’accès personnels, créez un jeton pour l’assistant. Choisissez « Lecture seule » pour qu’il puisse lire et vérifier vos CV, ou « Lecture et écriture » pour qu’il puisse aussi les modifier et enregistrer des offres. Le jeton n’est affiché qu’une fois : copiez-le dans la configuration ci-dessous à la place de <code>{{placeholder}}</code>.',
  'desktop.title': '2. Connecter un assistant de bureau',
  'desktop.text':
    'Ajoutez ce serveur à la configuration MCP de l’assistant (par exemple dans le bloc <code>mcpServers</code> de son fichier de configuration), puis redémarrez-le. Le serveur utilise Streamable HTTP à l’adresse <code>{{address}}</code>.',
  'desktop.label': 'Configuration de l’assistant de bureau (JSON)',
  'script.title': 'Ou l’appeler depuis un script',
  'script.text':
    'N’importe quel client HTTP peut appeler les outils en JSON-RPC. Cet exemple liste vos CV avec curl. Le même jeton fonctionne aussi avec l’API REST, décrite dans <doc>son document OpenAPI</doc>.',
  'script.label': 'Exemple avec curl',
  'tools.title': 'Les outils',
  'tools.resources':
    'Les CV et les offres enregistrées sont aussi lisibles comme ressources (<code>{{resumes}}</code> et <code>{{jobs}}</code>).',
  'tools.label': 'Outils MCP',
  'tools.write': 'Nécessite un jeton en lecture et écriture',
  'tools.any': 'Tout jeton',
  copy: 'Copier',
  copied: 'Copié',
  copyBlocked: 'La copie est bloquée dans ce navigateur : sélectionnez le texte et copiez-le.',
};
