import type { TokenScope } from './personal-token-api';

/**
 * The tools of the MCP server at POST /mcp (issue 34 item 4, ADR 0088): their names, which clients outside this
 * repository rely on exactly, the one line each says of itself, and the scope a token needs to call it. The
 * server registers its tools from this list and the page "Use Resumable from your AI assistant" prints it, so
 * the two cannot drift.
 */

export const MCP_PATH = '/mcp';
export const MCP_SERVER_NAME = 'resumable';
/** The config key a desktop assistant's `mcpServers` block names the server by. */
export const MCP_CONFIG_KEY = 'resumable';

export const MCP_TOOLS = [
  {
    name: 'list_resumes',
    scope: 'read',
    summary: 'Lists your resumes, newest first, with their ids and versions.',
  },
  { name: 'get_resume', scope: 'read', summary: 'Reads one resume: its title, version and whole document.' },
  {
    name: 'update_resume',
    scope: 'write',
    summary: 'Changes a resume with a JSON Patch at its version; the change is kept in its history.',
  },
  { name: 'check_resume', scope: 'read', summary: 'Runs the ATS and writing check on a resume.' },
  {
    name: 'match_job',
    scope: 'read',
    summary: 'Scores a resume against a job ad (pasted text or a saved job) and lists the missing terms.',
  },
  { name: 'list_jobs', scope: 'read', summary: 'Lists your saved jobs with their status.' },
  { name: 'save_job', scope: 'write', summary: 'Saves a job ad: title, company, link and the ad text.' },
  {
    name: 'update_job_status',
    scope: 'write',
    summary: 'Moves a saved job to saved, applied, interviewing, offer, rejected or withdrawn.',
  },
  {
    name: 'tailor_resume_for_job',
    scope: 'write',
    summary: "Copies a resume for a saved job and reports what the ad asks for that the copy doesn't show.",
  },
  {
    name: 'write_cover_letter',
    scope: 'read',
    summary: 'Writes a cover letter from a resume, for a saved job or a pasted ad.',
  },
  { name: 'list_templates', scope: 'read', summary: 'Lists the resume templates a resume can use.' },
  {
    name: 'render_resume',
    scope: 'read',
    summary: 'Gives a short-lived download link to a resume as PDF or DOCX (needs a plan, as on the site).',
  },
] as const satisfies readonly { name: string; scope: TokenScope; summary: string }[];

export type McpToolName = (typeof MCP_TOOLS)[number]['name'];

/** The resources beside the tools: each resume and each saved job, as JSON. */
export const MCP_RESOURCE_TEMPLATES = {
  resume: 'resumable://resumes/{id}',
  job: 'resumable://jobs/{id}',
} as const;

/** The tool error of a write tool called with a read token: it names the scope the token lacks. */
export const writeScopeMessage = (tool: string) =>
  `${tool} needs a token with the "write" scope (read and write); this token has only the "read" scope`;

/** The `mcpServers` block of a desktop assistant's config file, for the server at `origin`. */
export function mcpConfigBlock(origin: string, secret = '<your token>'): string {
  return JSON.stringify(
    {
      mcpServers: {
        [MCP_CONFIG_KEY]: {
          type: 'http',
          url: `${origin}${MCP_PATH}`,
          headers: { Authorization: `Bearer ${secret}` },
        },
      },
    },
    null,
    2,
  );
}

/** A script's first call: the list of tools, with curl. Streamable HTTP asks the client to accept both types. */
export function mcpCurlExample(origin: string, secret = '<your token>'): string {
  return [
    `curl ${origin}${MCP_PATH} \\`,
    `  -H 'Authorization: Bearer ${secret}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Accept: application/json, text/event-stream' \\`,
    `  -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_resumes","arguments":{}}}'`,
  ].join('\n');
}
