import DesignPage from '../../features/design/design-page';
import { BuilderWiring } from '../builder-wiring';
import { keepVersionOfOpenDraft } from '../keep-version-of-open-draft';

/** /design: the design choices live in the resume, so it autosaves like the builder. */
export default function DesignScreen() {
  return (
    <BuilderWiring downloadMode="builder">
      <DesignPage onBeforeTemplateChange={() => keepVersionOfOpenDraft('template')} />
    </BuilderWiring>
  );
}
