import PreviewPage from '../../features/resume-preview/preview-page';
import { BuilderWiring } from '../builder-wiring';

/** /write/preview, whose Download runs the preview page's flow (spec section 4). */
export default function PreviewScreen() {
  return (
    <BuilderWiring downloadMode="preview">
      <PreviewPage />
    </BuilderWiring>
  );
}
