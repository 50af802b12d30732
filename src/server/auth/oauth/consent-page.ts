import { fillPlaceholders } from '../../../domain/fill-placeholders';
import { type InterfaceLanguage, LANGUAGE_INFO } from '../../../domain/interface-languages';
import { CONSENT_TEXTS } from './consent-texts';

/** What the consent page shows: who asks, where the answer goes, and what it may do; in whose language. */
export interface ConsentView {
  action: string;
  clientName: string;
  redirectHost: string;
  scopes: string[];
  userEmail: string;
  /** The account's language, else the browser's (Accept-Language), else English. */
  language?: InterfaceLanguage;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;margin:0}
main{max-width:28rem;margin:4rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 1rem}ul{padding-inline-start:1.25rem}p.small{color:#475569;font-size:.875rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8}button[value=deny]{background:#fff;color:#0f172a;border:1px solid #94a3b8}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

/**
 * The consent screen of the MCP authorization flow (ADR 0092), rendered by the server: it sits between two
 * redirects of the provider and needs no script. The form posts back to our own origin, guarded like every
 * cookie request (cross-site.ts); the page may not be framed (security-headers.ts).
 */
export function renderConsentPage(view: ConsentView): string {
  const language = view.language ?? 'en';
  const copy = CONSENT_TEXTS[language];
  const values: Record<string, string> = {
    client: escapeHtml(view.clientName),
    host: escapeHtml(view.redirectHost),
    email: escapeHtml(view.userEmail),
  };
  // The frames are ours and hold only <strong>; every value is escaped before it goes in.
  const say = (frame: string) => fillPlaceholders(frame, values);
  const scopeText = (scope: string) =>
    Object.hasOwn(copy.scopes, scope) ? copy.scopes[scope as keyof typeof copy.scopes] : scope;
  const scopes = view.scopes.map((scope) => `<li>${escapeHtml(scopeText(scope))}</li>`).join('');
  const dir = LANGUAGE_INFO[language].isRtl ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(copy.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${say(copy.heading)}</h1>
<p>${say(copy.asks)}</p>
<ul>${scopes}</ul>
<p class="small">${say(copy.signedInAs)}</p>
<form method="post" action="${escapeHtml(view.action)}"><div class="actions">
<button type="submit" name="decision" value="allow">${copy.allow}</button>
<button type="submit" name="decision" value="deny">${copy.deny}</button></div></form></main></body></html>`;
}
