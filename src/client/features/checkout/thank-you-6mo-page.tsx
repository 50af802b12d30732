import { ThankYouPage } from './thank-you-page';

/** /thank-you-6mo */
export default function ThankYouSixMonthPage() {
  return <ThankYouPage planId="6month" />;
}
