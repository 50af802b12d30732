import { describe, expect, it } from 'vitest';
import * as accountApi from '../../src/domain/account-api';
import * as authRules from '../../src/domain/auth-rules';
import * as billingApi from '../../src/domain/billing-api';
import * as assistantsApi from '../../src/domain/connected-assistants-api';
import * as coverLetterApi from '../../src/domain/cover-letter-api';
import * as draftApi from '../../src/domain/draft-api';
import * as exportApi from '../../src/domain/export-api';
import * as contactsApi from '../../src/domain/job-contacts-api';
import * as csvApi from '../../src/domain/job-csv-api';
import * as eventsApi from '../../src/domain/job-events-api';
import * as matchApi from '../../src/domain/job-match-api';
import * as sentApi from '../../src/domain/job-sent-api';
import * as jobsApi from '../../src/domain/jobs-api';
import * as passkeyApi from '../../src/domain/passkey-api';
import * as tokenApi from '../../src/domain/personal-token-api';
import * as photoApi from '../../src/domain/photo-api';
import { compareReadBack } from '../../src/domain/read-back';
import * as readiness from '../../src/domain/readiness';
import * as resume from '../../src/domain/resume';
import { resumeSchema } from '../../src/domain/resume';
import * as resumeFieldErrors from '../../src/domain/resume-field-errors';
import * as twoFactorApi from '../../src/domain/two-factor-api';
import * as versionApi from '../../src/domain/version-api';
import * as passwordRoutes from '../../src/server/account/password-routes';
import * as twoFactorRoutes from '../../src/server/account/two-factor-routes';
import { analyseResume } from '../../src/server/analysis/analysed-resume';
import { checkResume } from '../../src/server/analysis/match/resume-checks';
import * as emailAuthRoutes from '../../src/server/auth/email-auth-routes';
import * as passwordResetRoutes from '../../src/server/auth/password-reset-routes';
import * as registerUser from '../../src/server/auth/register-user';
import * as resolveOauthUser from '../../src/server/auth/resolve-oauth-user';
import * as sessionPlugin from '../../src/server/auth/session-plugin';
import * as billingRoutes from '../../src/server/billing/billing-routes';
import * as cancelSubscription from '../../src/server/billing/cancel-subscription';
import * as closeBilling from '../../src/server/billing/close-billing-for-deletion';
import * as createCheckout from '../../src/server/billing/create-checkout-session';
import * as getCheckout from '../../src/server/billing/get-checkout-session';
import * as stripeEvents from '../../src/server/billing/stripe-events';
import * as stripeWebhook from '../../src/server/billing/stripe-webhook-routes';
import * as letterLinks from '../../src/server/cover-letters/letter-links';
import * as exportRoutes from '../../src/server/drafts/export/export-routes';
import * as getDraft from '../../src/server/drafts/get-draft';
import * as jsonPatch from '../../src/server/drafts/json-patch-draft';
import { recogniseErrorText, translateErrorText } from '../../src/server/http/error-texts';
import { importError } from '../../src/server/import/import-errors';
import { PhotoError } from '../../src/server/photos/photo-error';

/** The error-text constants of each module: every exported string named like one, wherever it lives. */
const MODULES = {
  accountApi,
  authRules,
  billingApi,
  assistantsApi,
  coverLetterApi,
  draftApi,
  exportApi,
  contactsApi,
  csvApi,
  eventsApi,
  matchApi,
  sentApi,
  jobsApi,
  passkeyApi,
  tokenApi,
  photoApi,
  readiness,
  resume,
  resumeFieldErrors,
  twoFactorApi,
  versionApi,
  twoFactorRoutes,
  passwordRoutes,
  emailAuthRoutes,
  passwordResetRoutes,
  registerUser,
  resolveOauthUser,
  sessionPlugin,
  billingRoutes,
  cancelSubscription,
  closeBilling,
  createCheckout,
  getCheckout,
  stripeEvents,
  stripeWebhook,
  letterLinks,
  exportRoutes,
  getDraft,
  jsonPatch,
};
const ERROR_CONSTANT =
  /_(MESSAGE|INVALID|REQUIRED|NOT_FOUND|TOO_LARGE|TOO_LONG|TOO_MANY|TOO_MANY_ROWS|UNMAPPED|EMPTY|NO_FILE|NOT_TEXT|MAPPING_LENGTH)$/;
/** Answers that are not errors (a success's message), so they have no error code. */
const NOT_ERRORS = new Set(['FORGOT_PASSWORD_MESSAGE']);

describe('every error text the routes answer has a stable code (issue 33 item 5)', () => {
  it('recognises each exported error constant', () => {
    const unknown: string[] = [];
    for (const [module, exports] of Object.entries(MODULES)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'string' || !ERROR_CONSTANT.test(name) || NOT_ERRORS.has(name)) continue;
        if (!recogniseErrorText(value)) unknown.push(`${module}.${name}: ${value}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('recognises the import’s and the photo’s refusals', () => {
    const texts = [
      ...Object.entries(importError).map(([name, make]) =>
        name === 'nothingToImport'
          ? (make as typeof importError.nothingToImport)({ work: 'x' }, []).message
          : name === 'pdfTooManyPages'
            ? (make as typeof importError.pdfTooManyPages)(14).message
            : name === 'unsupported'
              ? null
              : (make as () => Error)().message,
      ),
      importError.nothingToImport({}, []).message,
      ...Object.values(PhotoError).map((make) => make().message),
    ].filter((text): text is string => text !== null);
    expect(texts.filter((text) => !recogniseErrorText(text))).toEqual([]);
  });
});

describe('the writing checks’ findings and the read-back’s causes are catalogued (issue 33 item 3)', () => {
  it('recognises every message the checks write for a resume that trips most of them', () => {
    const bullets = [
      'I did stuff',
      'Responsible for the team and the budget of the whole department, which grew every single year while we kept costs flat across every region and every product line we ran, then reported it all to the board each quarter in detail',
      'Managed the roadmap',
      'Managed the hiring',
      'Managed the budget',
    ];
    const resume = resumeSchema.parse({
      personalDetails: { firstName: '', lastName: '' },
      summary: { content: '<p>I am a hard-working team player</p>' },
      experience: [
        {
          jobTitle: 'Engineer',
          company: 'Engines Ltd',
          startDate: 'sometime',
          description: `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`,
        },
      ],
      additionalSections: [{ id: 's1', type: 'custom', title: 'Stuff I like', items: [] }],
    });
    const checks = checkResume(analyseResume(resume), 'Data Analyst');
    expect(checks.length).toBeGreaterThan(6);
    expect(checks.filter((check) => !recogniseErrorText(check.message)).map((c) => c.message)).toEqual([]);
  });
});

describe('the ATS read-back’s causes and fixes are catalogued and translated (issue 33 item 3)', () => {
  it('recognises the cause and fix of every difference between a resume and an empty read of it', () => {
    const expected = resumeSchema.parse({
      personalDetails: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', phone: '123' },
      contactInfo: { email: 'ada@example.org', linkedin: 'https://www.linkedin.com/in/ada' },
      experience: [
        {
          jobTitle: 'Engineer',
          company: 'Engines Ltd',
          startDate: '2021-03',
          description: '<ul><li>Built the engine</li></ul>',
        },
      ],
      education: [{ institution: 'Home', degree: 'Maths' }],
      skills: [{ name: 'Analysis' }],
    });
    for (const format of ['pdf', 'docx'] as const) {
      const { differences } = compareReadBack(expected, resumeSchema.parse({}), format);
      expect(differences.length).toBeGreaterThan(4);
      const unknown = differences
        .flatMap((d) => [d.cause, d.fix])
        .filter((text) => !recogniseErrorText(text));
      expect(unknown).toEqual([]);
      for (const d of differences) {
        expect(translateErrorText(d.cause, 'de')).not.toBe(d.cause);
        expect(translateErrorText(d.cause, 'de')).not.toMatch(/\b(the|of|made with)\b/);
      }
    }
  });
});
