import { splitLanguagePrefix } from './language-paths';
import { ADDITIONAL_SECTION_TYPES, type AdditionalSectionType } from './section-types';

/**
 * The route table of the spec's section 2 as data. The client's router and the server's SPA fallback both
 * read it, so a path answers 200 on the server exactly when the client has a screen for it.
 * /stepper-demo and /builder-test are left out on purpose: they fall to the 404 page.
 */

export const STEP_IDS = [
  'personal-details',
  'contact-info',
  'employment-history',
  'education',
  'skills',
  'prof-summary',
] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface BuilderStep {
  id: StepId;
  label: string;
  /** The path links and redirects use. */
  path: string;
  /** Other paths that show the same screen. */
  aliases: readonly string[];
}

export const BUILDER_STEPS: readonly BuilderStep[] = [
  { id: 'personal-details', label: 'Personal Details', path: '/write/personal-details', aliases: [] },
  {
    id: 'contact-info',
    label: 'Contact Info',
    path: '/write/contact-info',
    aliases: ['/write/contact-information'],
  },
  {
    id: 'employment-history',
    label: 'Employment History',
    path: '/write/experience',
    aliases: ['/write/employment-history'],
  },
  { id: 'education', label: 'Education', path: '/write/education', aliases: [] },
  { id: 'skills', label: 'Skills', path: '/write/skills', aliases: [] },
  {
    id: 'prof-summary',
    label: 'Professional Summary',
    path: '/write/professional-summary',
    aliases: ['/write/summary', '/write/prof-summary'],
  },
];

/** After the summary: the resume's design, then its check and the download (issue 29.18). */
export const FINISHING_STEPS = [
  { id: 'design', label: 'Design', path: '/design' },
  { id: 'improve', label: 'Improve', path: '/improve' },
] as const;
export type FinishingStep = (typeof FINISHING_STEPS)[number];

/** The finishing step a path shows (case and one trailing slash ignored, like the router), or undefined. */
export function finishingStepForPath(pathname: string): FinishingStep | undefined {
  const path = normalisePath(pathname);
  return FINISHING_STEPS.find((step) => step.path === path);
}

export const ADDITIONAL_SECTIONS_PATH = '/write/additional-sections';
export const PREVIEW_PAGE_PATH = '/write/preview';

export function sectionStepPath(type: AdditionalSectionType): string {
  return `/write/${type}`;
}

export type RouteKind = 'builder-step' | 'section-step' | 'builder' | 'page';

export interface AppRoute {
  /** A wouter-style pattern; ':name' matches one non-empty segment. */
  path: string;
  aliases: readonly string[];
  kind: RouteKind;
  purpose: string;
  stepId?: StepId;
  sectionType?: AdditionalSectionType;
}

const page = (path: string, purpose: string): AppRoute => ({ path, aliases: [], kind: 'page', purpose });

export const APP_ROUTES: readonly AppRoute[] = [
  page('/', 'landing page'),
  page('/dashboard', "signed-in user's drafts and subscription card"),
  page('/account-settings', 'profile and subscription; redirects to / when not signed in'),
  page('/import', 'start from an existing resume: upload or paste, review, then use it (issue 16)'),
  page('/jobs', "signed-in user's saved jobs (issue 14); guests are asked to sign in"),
  page('/jobs/:id', 'one saved job: status, match report, tailoring'),
  page('/cover-letters/new', 'a new cover letter (issue 15); a guest keeps one in this browser'),
  page('/cover-letters/:id', "one of the signed-in user's cover letters: editor, live preview, downloads"),
  page('/ats-templates', 'template gallery'),
  page(
    '/ai-assistant',
    'how to use Resumable from an AI assistant or a script: MCP config, curl, tools (issue 34)',
  ),
  page('/ats-checker', 'free public ATS checker: upload any PDF or Word resume, nothing stored (issue 32)'),
  page('/drafts/:id/history', "a draft's version history: list, preview, restore (issue 20)"),
  page('/drafts/:id/share', "a draft's public link: on/off, copy, password, indexing, views (issue 20)"),
  ...BUILDER_STEPS.map(
    (step): AppRoute => ({
      path: step.path,
      aliases: step.aliases,
      kind: 'builder-step',
      purpose: `builder step: ${step.label}`,
      stepId: step.id,
    }),
  ),
  { path: ADDITIONAL_SECTIONS_PATH, aliases: [], kind: 'builder', purpose: 'choose extra sections' },
  ...ADDITIONAL_SECTION_TYPES.map(
    (type): AppRoute => ({
      path: sectionStepPath(type),
      aliases: [],
      kind: 'section-step',
      purpose: `extra-section step: ${type}`,
      sectionType: type,
    }),
  ),
  { path: PREVIEW_PAGE_PATH, aliases: [], kind: 'builder', purpose: 'resume preview and download page' },
  { path: '/preview', aliases: [], kind: 'builder', purpose: 'preview (autosave also active here)' },
  page('/design', 'placeholder: design customization'),
  page('/improve', 'placeholder: AI improvements and finalization'),
  page('/select-plan', 'plan choice'),
  page('/checkout', 'legacy card form'),
  page('/loading', 'progress page after signup/login and before the payment flow'),
  page('/thank-you-trial', 'purchase confirmation: trial'),
  page('/thank-you-3mo', 'purchase confirmation: 3 months'),
  page('/thank-you-6mo', 'purchase confirmation: 6 months'),
  page('/reset-password', 'password reset dialog over the page (query: token)'),
  page('/confirm-email', 'confirms a change of e-mail from the mailed link (query: token)'),
  page('/payment-cancelled', 'cancelled payment'),
  page('/login', 'sign-in page'),
  page('/privacy', 'privacy policy'),
  page('/terms', 'terms of service'),
  page('/blog', 'blog index'),
  page('/blog/:slug', 'blog post'),
  page('/sandbox-checkout/:id', 'built-in sandbox checkout page, used when no payment keys are set'),
];

/**
 * The path part of what may be a full request URL, without the query, the hash and one trailing slash.
 * Like wouter, matching ignores case and a single trailing slash.
 */
function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.toLowerCase();
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

const ROUTE_MATCHERS: readonly { route: AppRoute; pattern: RegExp }[] = APP_ROUTES.flatMap((route) =>
  [route.path, ...route.aliases].map((path) => ({ route, pattern: patternToRegExp(path) })),
);

/** The route a pathname shows, through its aliases and ':param' segments; undefined for the 404 page. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  const path = normalisePath(pathname);
  return ROUTE_MATCHERS.find(({ pattern }) => pattern.test(path))?.route;
}

/**
 * Whether the SPA has a screen for this path: the server answers 200 for these and 404 for the rest. A
 * language prefix ('/es/blog') shows the same screens in that language (language-paths.ts).
 */
export function isAppRoute(pathname: string): boolean {
  return matchAppRoute(splitLanguagePrefix(pathname).path) !== undefined;
}

export function getStep(stepId: StepId): BuilderStep {
  // STEP_IDS and BUILDER_STEPS list the same ids, so the lookup always finds one.
  return BUILDER_STEPS.find((step) => step.id === stepId)!;
}

/** The builder step a path (canonical or alias) shows, or undefined for any other path. */
export function stepForPath(pathname: string): BuilderStep | undefined {
  const route = matchAppRoute(pathname);
  return route?.stepId ? getStep(route.stepId) : undefined;
}

/** The extra-section type a /write/{type} path edits, or undefined. */
export function sectionTypeForPath(pathname: string): AdditionalSectionType | undefined {
  return matchAppRoute(pathname)?.sectionType;
}

export function stepIndex(stepId: StepId): number {
  return STEP_IDS.indexOf(stepId);
}

/** The step after this one; undefined after prof-summary, which has no next step. */
export function nextStep(stepId: StepId): BuilderStep | undefined {
  return BUILDER_STEPS[stepIndex(stepId) + 1];
}

/** The step before this one; undefined before personal-details. */
export function previousStep(stepId: StepId): BuilderStep | undefined {
  const index = stepIndex(stepId);
  return index > 0 ? BUILDER_STEPS[index - 1] : undefined;
}

/**
 * Paths starting /write/ or /preview: the editing and preview screens, where server autosave runs.
 * '/preview' counts as itself or followed by '/', so an unrelated '/previews' page would not autosave.
 */
export function isEditingPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path.startsWith('/write/') || path === '/preview' || path.startsWith('/preview/');
}
