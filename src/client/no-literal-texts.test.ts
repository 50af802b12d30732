import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33: no user-visible text is written into the JSX of a translated file; it comes from the catalogs
 * (src/client/lib/i18n/catalogs). A scan of JSX text and of the attributes people read (aria-label, title,
 * placeholder, alt, label), naming file and line.
 *
 * Only the files converted so far are held to it: CONVERTED lists them, and grows as the interface is
 * translated, until it is all of src/client. Text in an element marked translate="no" (the brand, language
 * names, an address) or lang="en" (articles and reviews that exist only in English) is allowed.
 */
const CONVERTED = [
  'features/landing',
  'app',
  'features/auth',
  'components/ui',
  'features/dashboard',
  'features/account',
  'features/jobs/tailoring',
  'features/plans',
  'features/checkout',
  'features/subscription',
  'features/import',
  'features/design',
  'features/jobs/components/import-csv-dialog.tsx',
  'features/jobs/components/import-csv-mapping.tsx',
  'features/jobs/components/import-csv-report.tsx',
  'features/jobs/components/job-csv-actions.tsx',
  'features/jobs/components/sent-form.tsx',
  'features/jobs/components/sent-letter.tsx',
  'features/jobs/components/sent-panel.tsx',
  'features/builder/sections',
  'features/drafts',
  'features/improve',
  'features/ats',
  'features/templates',
  'features/blog',
  'features/legal',
  'features/jobs',
  'features/ai',
  'features/ai-assistant',
  'features/cover-letters',
  'features/history',
  'features/sharing',
  'features/export',
  'features/loading',
  'features/resume-preview',
  'features/builder/builder-page.tsx',
  'features/builder/shell',
  'features/builder/steps',
  'features/builder/fields',
  'shared',
];

const CLIENT_DIR = dirname(new URL(import.meta.url).pathname);
const LETTER = /\p{L}/u;
// JSX text: between a tag's '>' (not an arrow's '=>') and the next '<', with no expression inside.
const JSX_TEXT = /(?<!=)>([^<>{}]+)</g;
const READ_ATTRIBUTE = /\b(aria-label|title|placeholder|alt|label)=(?:"([^"]*)"|\{`([^`]*)`\})/g;
const EXEMPT_TAG = /translate="no"|lang="[a-z-]+"/;
// Code between two JSX expressions that the text pattern also spans: `/>; return (`, `</> ) : isDone ? (`.
const CODE_BETWEEN_TAGS = /\breturn\s*(\(|$)|\)\s*:\s|\?\s*\(\s*$/;

// A toast's title or description written in: a quoted text, or an UPPER_SNAKE constant holding one, spread or not.
const TOAST_TEXT =
  /\btoast\(\s*\{[^)]*?(?:\b(?:title|description):\s*(?:['"`]|[A-Z][A-Z0-9_]{2,}\b)|\.\.\.[A-Z][A-Z0-9_]{2,}\b)/g;

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /(?<!\.test)\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/** Toasts whose text does not come from a catalog, named by file and line. */
function literalToasts(file: string, source: string): string[] {
  const text = withoutComments(source);
  return [...text.matchAll(TOAST_TEXT)].map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`);
}

function tsxFiles(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith('.tsx') ? [path] : [];
  return readdirSync(path).flatMap((name) => tsxFiles(join(path, name)));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The opening tag a position lies in: from the last '<' before it to its '>'. */
function enclosingTag(text: string, index: number): string {
  const start = text.lastIndexOf('<', index);
  return text.slice(start, text.indexOf('>', start) + 1);
}

/** Comments blanked out, keeping every character's position (and so its line). */
function withoutComments(source: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|\s)\/\/.*$/gm, blank);
}

function literalTexts(file: string, source: string): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  for (const match of text.matchAll(JSX_TEXT)) {
    const content = match[1] ?? '';
    if (!LETTER.test(content) || CODE_BETWEEN_TAGS.test(content)) continue;
    const tagStart = text.lastIndexOf('<', match.index);
    // A type's generic ('useState<string | null>(null)') is no tag: a tag's '<' never follows a name.
    if (/[\w$]/.test(text[tagStart - 1] ?? '')) continue;
    if (EXEMPT_TAG.test(enclosingTag(text, match.index))) continue;
    const at = match.index + 1 + content.search(LETTER);
    found.push(`${file}:${lineOf(text, at)}: "${content.trim()}"`);
  }
  for (const match of text.matchAll(READ_ATTRIBUTE)) {
    const value = (match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '');
    if (LETTER.test(value)) found.push(`${file}:${lineOf(text, match.index)}: ${match[1]}="${value}"`);
  }
  return found;
}

describe('user-visible texts come from the catalogs', () => {
  it('no converted file writes a text into its JSX', () => {
    const found = CONVERTED.flatMap((entry) =>
      tsxFiles(join(CLIENT_DIR, entry)).flatMap((file) =>
        literalTexts(relative(CLIENT_DIR, file), readFileSync(file, 'utf8')),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no toast anywhere in the client is given a text of its own', () => {
    const found = sourceFiles(CLIENT_DIR).flatMap((file) =>
      literalToasts(relative(CLIENT_DIR, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the toast scan finds written-in texts and constants, and spares catalog texts', () => {
    const sample = [
      "toast({ title: 'Saved', variant: 'success' });",
      'toast({ variant: "destructive", title: FAILED_MESSAGE });',
      'toast({ ...RESET_TOAST, variant: "success" });',
      "toast({ title: t('saved'), description: translateNow(SITE_TEXTS, 'x') });",
      'toast(failedToast());',
    ].join('\n');
    expect(literalToasts('sample.ts', sample).map((line) => line.split(': ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
    ]);
  });

  it('the scan finds texts, attributes and template literals, and spares exempt and computed ones', () => {
    const sample = [
      '<h1 className="x">Build my Resume</h1>',
      '<p>{t("ok")}</p>',
      '<span translate="no">Resumable</span>',
      '<button aria-label="Close">{t("x")}</button>',
      // A template literal's placeholder, written in two pieces so it is not one in this file.
      `<p role="img" aria-label={\`$${'{rating}'} out of 5\`} />`,
      '<li>{items.map((item) => <b key={item}>{item}</b>)}</li>',
      '<p>  </p>',
      '{/* a comment <b>with</b> words */}',
      'const [a, setA] = useState<string | null>(null); return <p />;',
      'if (a) return <A />;\n  return (\n    <form>{x ? <b /> : null}</form>',
      '{!a ? (<></>) : isDone ? (<i />) : null}',
    ].join('\n');
    expect(literalTexts('sample.tsx', sample)).toEqual([
      'sample.tsx:1: "Build my Resume"',
      'sample.tsx:4: aria-label="Close"',
      'sample.tsx:5: aria-label=" out of 5"',
    ]);
  });
});
