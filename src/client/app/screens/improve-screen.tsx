import { ReadBackPanel } from '../../features/ats/read-back-panel';
import ImprovePage from '../../features/improve/improve-page';
import { readDraftLink } from '../draft-link';
import { keepVersionOfOpenDraft } from '../keep-version-of-open-draft';

/**
 * /improve, shown by the builder screen in its layout and store; its Download Resume runs the preview page's
 * download flow (ADR 0011), which the builder screen chooses for this path.
 */
export default function ImproveScreen() {
  return (
    <ImprovePage
      onBeforeAiRewrite={() => keepVersionOfOpenDraft('ai-rewrite')}
      readBack={<ReadBackPanel draftIdOf={() => readDraftLink()?.draftId} />}
    />
  );
}
