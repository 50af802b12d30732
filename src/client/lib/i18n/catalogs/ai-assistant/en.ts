/**
 * /ai-assistant (issue 34 item 5): connecting an assistant to the MCP server. Addresses, config keys and the
 * tools' names stay as they are (translate="no"); the tools' summaries come from the server's list, in English.
 */
export default {
  title: 'Use Resumable from your AI assistant',
  intro:
    "Claude, ChatGPT, Cursor and other assistants that speak the Model Context Protocol (MCP) can read your resumes, check them against a job ad, tailor a copy and write a cover letter with Resumable's own engine and templates. Every change an assistant makes is kept in the resume's version history under the token's name, so you can see it and undo it.",
  oauth:
    'An assistant that signs in with OAuth needs only the address <code>{{address}}</code>: it opens a page here where you allow it to read, or read and change, your resumes. You can disconnect it in Account settings. The token below is for the others, and for scripts.',
  'token.title': '1. Create a token',
  'token.text':
    'In <settings>Account settings</settings>, under Personal access tokens, create a token for the assistant. Choose “Read only” to let it read and check your resumes, or “Read and write” to let it change them and save jobs too. The token is shown once: copy it into the config below in place of <code>{{placeholder}}</code>.',
  'desktop.title': '2. Connect a desktop assistant',
  'desktop.text':
    "Add this server to the assistant's MCP configuration (for example the <code>mcpServers</code> block of its config file), then restart it. The server speaks Streamable HTTP at <code>{{address}}</code>.",
  'desktop.label': 'Desktop assistant configuration (JSON)',
  'script.title': 'Or call it from a script',
  'script.text':
    'Any HTTP client can call the tools with JSON-RPC. This lists your resumes with curl. The same token also works on the REST API, described in <doc>its OpenAPI document</doc>.',
  'script.label': 'curl',
  'tools.title': 'The tools',
  'tools.resources':
    'Resumes and saved jobs are also readable as resources (<code>{{resumes}}</code> and <code>{{jobs}}</code>).',
  'tools.label': 'MCP tools',
  'tools.write': 'Needs a read and write token',
  'tools.any': 'Any token',
  copy: 'Copy',
  copied: 'Copied',
  copyBlocked: 'Copying is blocked in this browser: select the text and copy it.',
};
