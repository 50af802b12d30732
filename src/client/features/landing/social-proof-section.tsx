import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { LANDING } from './marketing-figures';
import { useMarketingStats } from './use-marketing-stats';

function Figure({ value, label }: { value: string | undefined; label: string }) {
  return (
    <div className="text-center">
      {/* A measured figure arrives after the page: its box keeps its size meanwhile, so nothing shifts. */}
      <dd className="min-h-9 text-3xl font-bold text-brand-700">{value ?? ''}</dd>
      <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
    </div>
  );
}

/** Measured figures from the server beside the ones the site's operator sets in the content file. */
export function SocialProofSection() {
  const { data } = useMarketingStats();
  const { t, language } = useT(LANDING_TEXTS);
  // English keeps the US grouping it always had; the pseudo-language is English underneath.
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  const builtToday = data?.resumesBuiltToday;
  return (
    <section aria-labelledby="proof-title" className="border-b border-border">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="proof-title" className="sr-only">
          {t('proof.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          <Figure
            value={builtToday === undefined ? undefined : builtToday.toLocaleString(locale)}
            label={t('proof.builtToday', { count: builtToday ?? 0 })}
          />
          <Figure
            value={data ? data.templateCount.toLocaleString(locale) : undefined}
            label={t('proof.templates')}
          />
          <Figure value={LANDING.users} label={t('proof.users')} />
          <Figure value={`${LANDING.rating}/${LANDING.ratingScale}`} label={t('proof.rating')} />
        </dl>
      </div>
    </section>
  );
}
