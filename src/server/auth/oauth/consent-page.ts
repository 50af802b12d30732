/** What the consent page shows: who asks, where the answer goes, and what it may do. */
export interface ConsentView {
  action: string;
  clientName: string;
  redirectHost: string;
  scopes: string[];
  userEmail: string;
}

const SCOPE_TEXTS: Record<string, string> = {
  'resumes:read': 'Read your resumes, job list and cover letters',
  'resumes:write': 'Change your resumes and job list (every change is kept in the version history)',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;margin:0}
main{max-width:28rem;margin:4rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 1rem}ul{padding-left:1.25rem}p.small{color:#475569;font-size:.875rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8}button[value=deny]{background:#fff;color:#0f172a;border:1px solid #94a3b8}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

/**
 * The consent screen of the MCP authorization flow (ADR 0092), rendered by the server: it sits between two
 * redirects of the provider and needs no script. The form posts back to our own origin, guarded like every
 * cookie request (cross-site.ts); the page may not be framed (security-headers.ts).
 */
export function renderConsentPage(view: ConsentView): string {
  const scopes = view.scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXTS[scope] ?? scope)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect ${escapeHtml(view.clientName)} · Resumable</title><style>${STYLE}</style></head>
<body><main><h1>Allow ${escapeHtml(view.clientName)} to use your Resumable account?</h1>
<p>The assistant <strong>${escapeHtml(view.clientName)}</strong> (answers go to <strong>${escapeHtml(view.redirectHost)}</strong>) asks to:</p>
<ul>${scopes}</ul>
<p class="small">Signed in as ${escapeHtml(view.userEmail)}. You can disconnect it at any time in Account settings.</p>
<form method="post" action="${escapeHtml(view.action)}"><div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div></form></main></body></html>`;
}
