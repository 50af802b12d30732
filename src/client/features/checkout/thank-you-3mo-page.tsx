import { ThankYouPage } from './thank-you-page';

/** /thank-you-3mo */
export default function ThankYouThreeMonthPage() {
  return <ThankYouPage planId="3month" />;
}
