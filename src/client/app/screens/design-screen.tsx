import DesignPage from '../../features/design/design-page';
import { keepVersionOfOpenDraft } from '../keep-version-of-open-draft';

/** /design, shown by the builder screen in its layout and store: the design lives in the resume and autosaves. */
export default function DesignScreen() {
  return <DesignPage onBeforeTemplateChange={() => keepVersionOfOpenDraft('template')} />;
}
