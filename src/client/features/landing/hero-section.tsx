import { Link } from 'wouter';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { CTA_PRIMARY_LARGE } from './cta-classes';
import { START_BUILDER_HREF } from './landing-links';
import { LANDING } from './marketing-figures';
import { ResumeSketch } from './resume-sketch';

/** The first screen: the promise, the call to action and a sketch of a resume (markup, not an image to download). */
export function HeroSection() {
  const { t } = useT(LANDING_TEXTS);
  return (
    <section aria-labelledby="hero-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            {t('hero.title', { minutes: LANDING.minutesToBuild })}
          </h1>
          <p className="mt-5 text-lg text-muted-foreground">{t('hero.text')}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link href={START_BUILDER_HREF} className={CTA_PRIMARY_LARGE}>
              {t('hero.cta')}
            </Link>
            <Link
              href="/ats-templates"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('hero.templates')}
            </Link>
          </div>
        </div>
        <ResumeSketch />
      </div>
    </section>
  );
}
