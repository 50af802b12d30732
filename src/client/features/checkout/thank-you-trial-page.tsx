import { ThankYouPage } from './thank-you-page';

/** /thank-you-trial */
export default function ThankYouTrialPage() {
  return <ThankYouPage planId="trial" />;
}
