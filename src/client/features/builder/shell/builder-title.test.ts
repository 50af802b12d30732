import { describe, expect, it } from 'vitest';
import { APP_ROUTES, FINISHING_STEPS } from '../../../../domain/routes';
import english from '../../../lib/i18n/catalogs/page-titles/en';
import { builderTitleKey } from './builder-title';
import { builderViewFor } from './builder-view';

describe('builderTitleKey', () => {
  it('names every builder route by a title the catalog has', () => {
    const paths = APP_ROUTES.filter((route) => route.kind !== 'page').flatMap((route) => [
      route.path,
      ...route.aliases,
    ]);
    const titles = paths.map((path) => {
      const key = builderTitleKey(builderViewFor(path));
      return key === undefined ? undefined : (english as Record<string, string>)[key];
    });
    expect(titles.filter((title) => title === undefined)).toEqual([]);
  });

  it('gives each step and extra section its own title', () => {
    expect(builderTitleKey(builderViewFor('/write/experience'))).toBe('step.employment-history');
    expect(builderTitleKey(builderViewFor('/write/summary'))).toBe('step.prof-summary');
    expect(builderTitleKey(builderViewFor('/write/additional-sections'))).toBe('step.additional-sections');
    expect(builderTitleKey(builderViewFor('/write/courses'))).toBe('section.courses');
    expect(builderTitleKey(builderViewFor('/write/preview'))).toBe('preview');
  });

  it('leaves /design and /improve to their own pages', () => {
    for (const step of FINISHING_STEPS) expect(builderTitleKey(builderViewFor(step.path))).toBeUndefined();
  });
});
