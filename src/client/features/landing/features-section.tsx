import {
  BotIcon,
  CloudIcon,
  FileDownIcon,
  LayoutTemplateIcon,
  MailIcon,
  MonitorSmartphoneIcon,
  ScanSearchIcon,
  TargetIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { CTA_PRIMARY_LARGE } from './cta-classes';
import { START_BUILDER_HREF } from './landing-links';
import { LANDING } from './marketing-figures';

// Each feature's title and text are the catalog's `features.<id>.title` and `features.<id>.text`.
const FEATURES = [
  { id: 'preview', icon: MonitorSmartphoneIcon },
  { id: 'ai', icon: BotIcon },
  { id: 'ats', icon: ScanSearchIcon },
  { id: 'design', icon: LayoutTemplateIcon },
  { id: 'formats', icon: FileDownIcon },
  { id: 'jobs', icon: TargetIcon },
  { id: 'letters', icon: MailIcon },
  { id: 'saved', icon: CloudIcon },
] as const;

export function FeaturesSection() {
  const { t } = useT(LANDING_TEXTS);
  return (
    <section aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          {t('features.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          {t('features.figures', { uplift: LANDING.interviewUplift, views: LANDING.moreViews })}
        </p>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ id, icon: Icon }) => (
            <li key={id}>
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">{t(`features.${id}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">{t(`features.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <Link href={START_BUILDER_HREF} className={`${CTA_PRIMARY_LARGE} mt-10`}>
          {t('features.cta')}
        </Link>
      </div>
    </section>
  );
}
