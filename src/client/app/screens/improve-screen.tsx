import { ReadBackPanel } from '../../features/ats/read-back-panel';
import ImprovePage from '../../features/improve/improve-page';
import { BuilderWiring } from '../builder-wiring';
import { readDraftLink } from '../draft-link';
import { keepVersionOfOpenDraft } from '../keep-version-of-open-draft';

/** /improve, whose Download Resume runs the preview page's download flow (ADR 0011). */
export default function ImproveScreen() {
  return (
    <BuilderWiring downloadMode="preview">
      <ImprovePage
        onBeforeAiRewrite={() => keepVersionOfOpenDraft('ai-rewrite')}
        readBack={<ReadBackPanel draftIdOf={() => readDraftLink()?.draftId} />}
      />
    </BuilderWiring>
  );
}
