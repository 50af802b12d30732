import AtsCheckerPage from '../../features/ats/ats-checker-page';
import { useContinueInBuilder } from './import-screen';

/** /ats-checker, wired: "Continue in the builder" imports what was read, as /import's "use it" does. */
export default function AtsCheckerScreen() {
  return <AtsCheckerPage onContinue={useContinueInBuilder()} />;
}
