import BuilderPage from '../../features/builder/builder-page';
import { BuilderWiring } from '../builder-wiring';

/** Every /write/* step and /preview, with accounts, drafts, AI and downloads attached. */
export default function BuilderScreen() {
  return (
    <BuilderWiring downloadMode="builder">
      <BuilderPage />
    </BuilderWiring>
  );
}
