import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FONT_FAMILIES } from '../../src/domain/design';
import { RESUME_WORDS } from '../../src/domain/resume-language';
import { APP_ROUTES, type AppRoute } from '../../src/domain/routes';
import { expect, test } from './fixtures';
import { buyThreeMonths, englishLeft, signUp } from './i18n-support';

/**
 * Issue 33: "a pseudo-language run of every route at 360 px and at desktop width: nothing overflows, nothing is
 * cut off, nothing English is left". Every route of the app (src/domain/routes.ts, the table the router and the
 * server share) is opened once in the pseudo-language, with an account that has a draft, a job, a cover letter
 * and a plan, so each page shows content, and read at 360 px and at 1280 px: no horizontal overflow, no control
 * or heading whose text is cut off, and no English outside elements marked lang="en" (content that exists only in
 * English) or translate="no" (the resume's own words, names, brands).
 */

/**
 * Routes whose screens are not translated yet, read for overflow and cut-off text only. Every area is translated
 * now and the list is empty: a new route whose screens are not yet goes here, with the reason, until they are.
 */
const NOT_YET_TRANSLATED: Readonly<Record<string, string>> = {};

/** Pages a visitor sees signed out (a signed-in visitor is sent on from some of them). */
const SIGNED_OUT = new Set([
  '/',
  '/blog',
  '/blog/:slug',
  '/privacy',
  '/terms',
  '/ats-checker',
  '/ats-templates',
  '/login',
  '/reset-password',
]);

const WIDTHS = [360, 1280] as const;

/** index.html's English title: a route that sets none keeps it when opened directly. */
const INDEX_TITLE = /<title>([^<]*)<\/title>/.exec(
  readFileSync(new URL('../../src/client/index.html', import.meta.url), 'utf8'),
)?.[1];

const BLOG_SLUG = readdirSync(new URL('../../content/blog/', import.meta.url))
  .find((name) => name.endsWith('.md'))
  ?.slice(0, -3);

const RESUME = {
  personalDetails: { firstName: 'Ana', lastName: 'Ruiz', jobTitle: 'Registered Nurse' },
  contactInfo: { email: 'ana.ruiz@example.com', phone: '555 0100', city: 'Porto', country: 'Portugal' },
  experience: [
    {
      jobTitle: 'Registered Nurse',
      company: 'Saint Mary Hospital',
      startDate: '2019-03',
      bullets: ['Cared for twelve patients a shift on a surgical ward', 'Trained four new nurses'],
    },
  ],
  education: [{ institution: 'University of Porto', degree: 'BSc Nursing', endDate: '2018-06' }],
  skills: [{ name: 'Patient care' }, { name: 'Wound care' }],
  summary: { content: '<p>Registered nurse with six years on surgical wards, calm under pressure.</p>' },
};

/**
 * Words that are not the interface's: what the account holds (its draft, job, letter, skills, school), the
 * resume's own section headings (in the resume's language, English here), font and file-format names. Labels
 * name them inside translated text ("[Ðééĺééţéé] Wound care"), where no translate="no" can mark them, so they
 * are taken out of what the check finds before it looks for English.
 */
const CONTENT_WORDS: readonly string[] = [
  'Ana CV',
  'For Saint Mary',
  'Registered Nurse',
  'Saint Mary Hospital',
  'University of Porto',
  'BSc Nursing',
  'Patient care',
  'Wound care',
  ...Object.values(RESUME_WORDS.en.headings),
  ...Object.values(FONT_FAMILIES).map((font) => font.label),
  'PDF',
  'Word',
].sort((a, b) => b.length - a.length);

/**
 * What is English in the tab's title: the brand aside, and the words of a heading that is the user's or exists
 * only in English (a job's title, a blog post's, marked translate="no" or lang="en" on the page).
 */
async function englishInTitle(page: Page): Promise<string[]> {
  const { title, own } = await page.evaluate(() => ({
    title: document.title,
    own: [...document.querySelectorAll('h1')]
      .filter((heading) => heading.closest('[translate="no"], [lang="en"]'))
      .map((heading) => (heading.textContent ?? '').trim())
      .filter((text) => text.length > 0),
  }));
  let rest = title.split('Resumable').join(' ');
  for (const words of own) rest = rest.split(words).join(' ');
  return withoutContent([rest].filter((text) => /[A-Za-z]{3,}/.test(text)));
}

function withoutContent(found: readonly string[]): string[] {
  return found.filter((text) => {
    let rest = text;
    for (const words of CONTENT_WORDS) rest = rest.split(words).join(' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

interface Setup {
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  ids: Record<string, string>;
}

let setup: Setup | undefined;

/** One account per worker, with content on every page: a draft open in the builder, a job, a letter, a plan. */
async function prepare(browser: Browser): Promise<Setup> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  // A first name without three plain letters in a row: the user's name goes into translated labels (the user
  // menu's), where the English check cannot tell it from English.
  await signUp(page.request, 'Zoë');
  const draft = await page.request.post('/api/resume-drafts', { data: { title: 'Ana CV', data: RESUME } });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftId = ((await draft.json()) as { resumeDraft: { id: string } }).resumeDraft.id;
  const job = await page.request.post('/api/jobs', {
    data: {
      title: 'Registered Nurse',
      company: 'Saint Mary Hospital',
      description: 'We need a registered nurse with wound care and patient care experience.',
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { job: { id: string } }).job.id;
  const letter = await page.request.post('/api/cover-letters', { data: { title: 'For Saint Mary' } });
  expect(letter.status(), await letter.text()).toBe(201);
  const letterId = ((await letter.json()) as { coverLetter: { id: string } }).coverLetter.id;
  await buyThreeMonths(page.request);
  // An open checkout for the sandbox page (a second purchase is not completed).
  const session = await page.request.get('/api/create-checkout-session?plan=6month');
  expect(session.status(), await session.text()).toBe(200);
  const checkoutId = ((await session.json()) as { checkoutUrl: string }).checkoutUrl.split('/').pop() ?? '';
  // The builder works on the draft from now on (its link is kept in this browser's storage).
  await page.goto(`/write/personal-details?resumeId=${draftId}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Ana', { timeout: 30_000 });
  const signedIn = await context.storageState();
  await context.close();
  return { signedIn, ids: { draftId, jobId, letterId, checkoutId } };
}

/** The address a route is opened at: its parameters filled with the account's things. */
function addressOf(route: AppRoute, ids: Record<string, string>): string {
  const path = route.path
    .replace('/drafts/:id', `/drafts/${ids.draftId}`)
    .replace('/jobs/:id', `/jobs/${ids.jobId}`)
    .replace('/cover-letters/:id', `/cover-letters/${ids.letterId}`)
    .replace('/sandbox-checkout/:id', `/sandbox-checkout/${ids.checkoutId}`)
    .replace('/blog/:slug', `/blog/${BLOG_SLUG}`);
  const query = route.path === '/thank-you-3mo' ? '?session=every-route&' : '?';
  return `${path}${query}lang=xx`;
}

/** Waits until the page stops changing: lazy chunks, queries and the language's catalogs have arrived. */
async function settle(page: Page) {
  // The pseudo-language's tag on <html> is en-XA (a pseudo-locale's), not its code.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  let last = '';
  let stable = 0;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.body.textContent ?? '');
        stable = now === last && now.length > 0 ? stable + 1 : 0;
        last = now;
        return stable >= 2;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
}

/** Controls, headings and labels whose words do not fit their box and are clipped (the user's own text aside). */
function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a, label, h1, h2, h3, h4, th, [role="tab"], [role="menuitem"], legend, summary';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[translate="no"], [lang="en"], .sr-only') || !element.offsetParent) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim())
        found.push((element.textContent ?? '').trim().slice(0, 80));
    }
    return found;
  });
}

async function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('NOT_YET_TRANSLATED names only routes the app has', () => {
  const paths = new Set(APP_ROUTES.map((route) => route.path));
  expect(Object.keys(NOT_YET_TRANSLATED).filter((path) => !paths.has(path))).toEqual([]);
});

test.describe('every route in the pseudo-language', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    setup = await prepare(browser);
  });

  for (const route of APP_ROUTES) {
    const translated = !(route.path in NOT_YET_TRANSLATED);
    const checks = translated
      ? 'no English left, no overflow, nothing cut off'
      : 'no overflow, nothing cut off';
    test(`${route.path}: ${checks}, at 360 and 1280 px`, async ({ browser }) => {
      if (!setup) throw new Error('no set-up');
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: WIDTHS[0], height: 800 },
        ...(SIGNED_OUT.has(route.path) ? {} : { storageState: setup.signedIn }),
      });
      const page = await context.newPage();
      try {
        await page.goto(addressOf(route, setup.ids));
        await settle(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await settle(page);
          expect
            .soft(await overflowOf(page), `${route.path} overflows at ${width} px`)
            .toBeLessThanOrEqual(0);
          expect.soft(await cutOffTexts(page), `${route.path}: text cut off at ${width} px`).toEqual([]);
        }
        if (translated) {
          expect(
            withoutContent(await englishLeft(page, 'body')),
            `${route.path} (${page.url()}) keeps English`,
          ).toEqual([]);
          // The tab's title too (issue 33 item 3): neither index.html's English nor another page's left over.
          const title = await page.title();
          expect(INDEX_TITLE).toBeTruthy();
          expect(title, `${route.path} keeps index.html's title`).not.toBe(INDEX_TITLE);
          expect(await englishInTitle(page), `${route.path}: the tab's title "${title}" is English`).toEqual(
            [],
          );
        }
      } finally {
        await context.close();
      }
    });
  }
});
