import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SECTION_TYPES } from './resume';
import {
  APP_ROUTES,
  BUILDER_STEPS,
  FINISHING_STEPS,
  finishingStepForPath,
  getStep,
  isAppRoute,
  isEditingPath,
  matchAppRoute,
  nextStep,
  previousStep,
  STEP_IDS,
  sectionTypeForPath,
  stepForPath,
} from './routes';

const SPEC_PATHS = [
  '/',
  '/dashboard',
  '/account-settings',
  '/jobs',
  '/jobs/0b6f8f8e-4a52-4c1e-9d2e-5f0c6a1b2c3d',
  '/ats-templates',
  '/write/personal-details',
  '/write/contact-info',
  '/write/contact-information',
  '/write/experience',
  '/write/employment-history',
  '/write/education',
  '/write/skills',
  '/write/summary',
  '/write/professional-summary',
  '/write/prof-summary',
  '/write/additional-sections',
  '/write/courses',
  '/write/languages',
  '/write/references',
  '/write/links',
  '/write/internships',
  '/write/hobbies',
  '/write/custom',
  '/write/preview',
  '/preview',
  '/design',
  '/improve',
  '/select-plan',
  '/checkout',
  '/loading',
  '/thank-you-trial',
  '/thank-you-3mo',
  '/thank-you-6mo',
  '/reset-password',
  '/payment-cancelled',
  '/login',
  '/privacy',
  '/terms',
  '/blog',
];

describe('isAppRoute', () => {
  it.each(SPEC_PATHS)('knows %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it('matches parameter segments', () => {
    expect(isAppRoute('/blog/how-to-write-a-resume')).toBe(true);
    expect(isAppRoute('/sandbox-checkout/cs_123')).toBe(true);
  });

  it('needs the parameter to be exactly one non-empty segment', () => {
    expect(isAppRoute('/sandbox-checkout')).toBe(false);
    expect(isAppRoute('/sandbox-checkout/')).toBe(false);
    expect(isAppRoute('/blog/a/b')).toBe(false);
    expect(isAppRoute('/sandbox-checkout/a/b')).toBe(false);
  });

  it('sends the demo screens and unknown paths to 404', () => {
    for (const path of [
      '/stepper-demo',
      '/builder-test',
      '/nope',
      '/write',
      '/write/',
      '/write/unknown',
      '',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('ignores the query, the hash, one trailing slash and case, as the client router does', () => {
    expect(isAppRoute('/reset-password?token=abc')).toBe(true);
    expect(isAppRoute('/write/skills#download')).toBe(true);
    expect(isAppRoute('/dashboard/')).toBe(true);
    expect(isAppRoute('/Dashboard')).toBe(true);
    expect(isAppRoute('/dashboard//')).toBe(false);
  });

  it('does not treat regex characters in paths as patterns', () => {
    expect(isAppRoute('/thank-you-3mo')).toBe(true);
    expect(isAppRoute('/thank-you.3mo')).toBe(false);
    expect(isAppRoute('/thank-you-3moX')).toBe(false);
  });
});

describe('the route table', () => {
  it('lists each path once', () => {
    const paths = APP_ROUTES.flatMap((route) => [route.path, ...route.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a route for every extra-section type', () => {
    for (const type of ADDITIONAL_SECTION_TYPES) {
      expect(matchAppRoute(`/write/${type}`)?.sectionType).toBe(type);
    }
  });
});

describe('builder steps', () => {
  it('run in the spec order with their canonical paths', () => {
    expect(BUILDER_STEPS.map((step) => step.id)).toEqual([...STEP_IDS]);
    expect(BUILDER_STEPS.map((step) => step.path)).toEqual([
      '/write/personal-details',
      '/write/contact-info',
      '/write/experience',
      '/write/education',
      '/write/skills',
      '/write/professional-summary',
    ]);
  });

  it('resolves aliases to their step', () => {
    expect(stepForPath('/write/contact-information')?.id).toBe('contact-info');
    expect(stepForPath('/write/employment-history')?.id).toBe('employment-history');
    expect(stepForPath('/write/summary')?.id).toBe('prof-summary');
    expect(stepForPath('/write/prof-summary')?.path).toBe('/write/professional-summary');
    expect(stepForPath('/write/experience?resumeId=1')?.id).toBe('employment-history');
  });

  it('gives no step for other paths', () => {
    expect(stepForPath('/write/courses')).toBeUndefined();
    expect(stepForPath('/write/preview')).toBeUndefined();
    expect(stepForPath('/nope')).toBeUndefined();
  });

  it('finds next and previous steps, with none past either end', () => {
    expect(nextStep('personal-details')?.id).toBe('contact-info');
    expect(nextStep('skills')?.id).toBe('prof-summary');
    expect(nextStep('prof-summary')).toBeUndefined();
    expect(previousStep('contact-info')?.id).toBe('personal-details');
    expect(previousStep('personal-details')).toBeUndefined();
  });

  it('has labels', () => {
    expect(getStep('employment-history').label).toBe('Employment History');
    expect(BUILDER_STEPS.every((step) => step.label.length > 0)).toBe(true);
  });
});

describe('sectionTypeForPath', () => {
  it('reads the section type of an extra-section step', () => {
    expect(sectionTypeForPath('/write/hobbies')).toBe('hobbies');
    expect(sectionTypeForPath('/write/skills')).toBeUndefined();
  });
});

describe('finishingStepForPath', () => {
  it('reads /design and /improve as the steps after the summary, each a route of the table', () => {
    expect(finishingStepForPath('/design')?.label).toBe('Design');
    expect(finishingStepForPath('/IMPROVE/?x=1')?.label).toBe('Improve');
    for (const step of FINISHING_STEPS) expect(isAppRoute(step.path), step.path).toBe(true);
  });

  it('is undefined for any other path', () => {
    for (const path of ['/designs', '/write/design', '/improve/more', '/']) {
      expect(finishingStepForPath(path), path).toBeUndefined();
    }
  });
});

describe('isEditingPath', () => {
  it('is true under /write/ and for /preview', () => {
    for (const path of [
      '/write/skills',
      '/write/preview',
      '/write/anything',
      '/preview',
      '/preview/',
      '/preview?x=1',
    ]) {
      expect(isEditingPath(path), path).toBe(true);
    }
  });

  it('is false elsewhere', () => {
    for (const path of ['/', '/dashboard', '/write', '/previews', '/design', '/blog/write/x']) {
      expect(isEditingPath(path), path).toBe(false);
    }
  });
});
