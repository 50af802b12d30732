import type { PageTitleKey } from '../../../lib/i18n/use-page-title';
import type { BuilderView } from './builder-view';

/**
 * The tab title of a builder screen: its step, extra section or the preview. /design and /improve (finishing)
 * set their own from their catalogs, so none is given for them.
 */
export function builderTitleKey(view: BuilderView): PageTitleKey | undefined {
  switch (view.kind) {
    case 'step':
      return `step.${view.step.id}`;
    case 'sections':
      return 'step.additional-sections';
    case 'section':
      return `section.${view.sectionType}`;
    case 'finishing':
      return undefined;
    case 'preview':
    case 'unknown':
      return 'preview';
  }
}
