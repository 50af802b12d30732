import { describe, expect, it } from 'vitest';
import { APP_ROUTES, FINISHING_STEPS, PREVIEW_PAGE_PATH } from '../../domain/routes';
import { BUILDER_PATHS, BUILDER_PATHS_IN_ORDER, PREVIEW_PATH } from './builder-paths';

describe('the router’s builder paths', () => {
  it('are the builder routes and aliases of domain/routes.ts, then the finishing steps', () => {
    const derived = [
      ...APP_ROUTES.filter((route) => route.kind !== 'page' && route.path !== PREVIEW_PAGE_PATH).flatMap(
        (route) => [route.path, ...route.aliases],
      ),
      ...FINISHING_STEPS.map((step) => step.path),
    ];
    expect(BUILDER_PATHS_IN_ORDER).toEqual(derived);
    expect(PREVIEW_PATH).toBe(PREVIEW_PAGE_PATH);
  });

  it('match a step with a trailing slash in any case, and nothing else', () => {
    expect(BUILDER_PATHS.test('/write/Experience/')).toBe(true);
    expect(BUILDER_PATHS.test('/design')).toBe(true);
    expect(BUILDER_PATHS.test('/write/preview')).toBe(false);
    expect(BUILDER_PATHS.test('/write/experience/extra')).toBe(false);
    expect(BUILDER_PATHS.test('/dashboard')).toBe(false);
  });
});
