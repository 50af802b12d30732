import { useEffect } from 'react';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { useCurrentUser } from '../../shared/session/current-user';
import { BlogTeaserSection } from './blog-teaser-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import PublicLayout from './public-layout';
import { ReviewsSection } from './reviews-section';
import { SocialProofSection } from './social-proof-section';
import { useLandingArrival } from './use-landing-arrival';

/** The landing page (/): every call to action starts the builder. Prerendered at build time (scripts/prerender.mjs). */
export default function LandingPage() {
  const { user, isLoading } = useCurrentUser();
  useLandingArrival({ user, isChecking: isLoading });
  const { t } = useT(LANDING_TEXTS);
  const title = t('seo.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PublicLayout>
      <HeroSection />
      <SocialProofSection />
      <ReviewsSection />
      <FeaturesSection />
      <BlogTeaserSection />
      <FaqSection />
    </PublicLayout>
  );
}
