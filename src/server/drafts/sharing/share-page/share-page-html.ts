import { escapeHtml } from '../../../../domain/rich-text';

/**
 * The HTML of a shared resume's public page (/r/{slug}): server-made and script-free, so a recruiter on a slow
 * phone sees the pages without downloading the app. The typeset pages are inlined as SVG: their text layer
 * (typst's `tsel` spans) makes the text selectable and searchable, as in a PDF viewer.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
header{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#fff;border-bottom:1px solid #e2e8f0}
h1{font-size:1.125rem;margin:0}
header p{margin:0;color:#475569;font-size:.875rem}
.button{display:inline-block;padding:.5rem 1rem;border-radius:.375rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none;border:0;font-size:1rem;cursor:pointer}
.button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
main{display:flex;flex-direction:column;align-items:center;gap:1rem;padding:1rem .5rem 2rem}
.page{width:100%;max-width:816px;background:#fff;box-shadow:0 1px 3px rgba(15,23,42,.2)}
.page svg{display:block;width:100%;height:auto}
.note{max-width:816px;color:#475569;font-size:.875rem;margin:0}
form{display:flex;flex-direction:column;gap:.75rem;width:100%;max-width:22rem;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px rgba(15,23,42,.2)}
label{font-weight:600}
input{font-size:1rem;padding:.5rem;border:1px solid #64748b;border-radius:.375rem}
.error{color:#b91c1c;margin:0}
`;

export interface SharePageHead {
  /** The person's name: the page title and og:title. */
  name: string;
  /** Their job title: og:description, nothing more (issue 20: "name and title only"). */
  jobTitle: string;
  isIndexable: boolean;
}

function documentHtml(head: SharePageHead, body: string): string {
  const title = [head.name, head.jobTitle].filter(Boolean).join(' – ') || 'Resume';
  const robots = head.isIndexable ? '' : '<meta name="robots" content="noindex, nofollow">';
  const og = [
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${escapeHtml(head.name || 'Resume')}">`,
    head.jobTitle ? `<meta property="og:description" content="${escapeHtml(head.jobTitle)}">` : '',
  ].join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${robots}${og}<link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export interface ResumePage extends SharePageHead {
  pages: readonly string[];
  /** Where the PDF downloads from; undefined when the owner's plan does not include downloads (ADR 0051). */
  downloadUrl: string | undefined;
  /** Shown to the signed-in owner only. */
  ownerNote?: { viewCount: number; lastViewedAt: Date | null } | undefined;
}

export function resumePageHtml(page: ResumePage): string {
  const heading = escapeHtml(page.name || 'Resume');
  const download = page.downloadUrl
    ? `<a class="button" href="${escapeHtml(page.downloadUrl)}" download>Download PDF</a>`
    : '';
  const owner = page.ownerNote
    ? `<p class="note" role="status">You own this link. Views by others: ${page.ownerNote.viewCount}; last viewed ${
        page.ownerNote.lastViewedAt ? escapeHtml(page.ownerNote.lastViewedAt.toUTCString()) : 'never'
      }.</p>`
    : '';
  const pages = page.pages
    .map(
      (svg, index) =>
        `<section class="page" aria-label="Page ${index + 1} of ${page.pages.length}">${svg}</section>`,
    )
    .join('');
  const jobTitle = page.jobTitle ? `<p>${escapeHtml(page.jobTitle)}</p>` : '';
  return documentHtml(
    page,
    `<header><div><h1>${heading}</h1>${jobTitle}</div>${download}</header><main>${owner}${pages}</main>`,
  );
}

export function passwordPageHtml(head: SharePageHead, options: { action: string; isWrong: boolean }): string {
  const error = options.isWrong
    ? '<p class="error" id="password-error" role="alert">That password is not right. Please try again.</p>'
    : '';
  const describedBy = options.isWrong ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return documentHtml(
    { ...head, name: 'Protected resume', jobTitle: '' },
    `<header><h1>Protected resume</h1></header><main><form method="post" action="${escapeHtml(options.action)}"><label for="password">This resume needs a password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${describedBy} autofocus>${error}<button class="button" type="submit">View resume</button></form></main>`,
  );
}

export function notFoundPageHtml(): string {
  return documentHtml(
    { name: 'Link not found', jobTitle: '', isIndexable: false },
    '<header><h1>Link not found</h1></header><main><p class="note">This link is turned off or never existed. Ask its owner for a new one.</p><a class="button" href="/">Go to Resumable</a></main>',
  );
}
