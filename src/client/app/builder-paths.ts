/**
 * The builder's addresses, written out: the router is in every page's first load, and deriving them there from
 * domain/routes.ts would bring that whole module (every step's label and purpose, about 1 KB gzipped) into the
 * landing page's budget (issue 33). builder-paths.test.ts holds this list equal to the one domain/routes.ts
 * derives (every builder route and alias but the preview page, then the finishing steps).
 */
const BUILDER_PATH_LIST = [
  '/write/personal-details',
  '/write/contact-info',
  '/write/contact-information',
  '/write/experience',
  '/write/employment-history',
  '/write/education',
  '/write/skills',
  '/write/professional-summary',
  '/write/summary',
  '/write/prof-summary',
  '/write/additional-sections',
  '/write/internships',
  '/write/courses',
  '/write/certifications',
  '/write/projects',
  '/write/volunteering',
  '/write/references',
  '/write/languages',
  '/write/links',
  '/write/hobbies',
  '/write/custom',
  '/preview',
  '/design',
  '/improve',
] as const;

export const BUILDER_PATHS_IN_ORDER: readonly string[] = BUILDER_PATH_LIST;

/** The preview and download page (domain/routes.ts PREVIEW_PAGE_PATH). */
export const PREVIEW_PATH = '/write/preview';

/** One pattern for every builder screen, so moving between steps keeps the same BuilderPage (and its state). */
export const BUILDER_PATHS = new RegExp(`^(${BUILDER_PATH_LIST.join('|')})/?$`, 'i');
