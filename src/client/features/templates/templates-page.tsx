import { Link } from 'wouter';
import { TEMPLATE_IDS } from '../../../domain/design';
import { listSampleResumes } from '../../../domain/sample-resumes';
import { buttonVariants } from '../../components/ui/button';
import marketing from '../../content/marketing.json';
import { formatNumber } from '../../lib/i18n/format-price';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { TEMPLATES_TEXTS } from '../../lib/i18n/namespaces/templates';
import { useT } from '../../lib/i18n/use-t';
import { TemplateCard } from './template-card';
import { templateCardData } from './template-card-data';
import { TemplateGallery } from './template-gallery';
import { useDocumentMeta } from './use-document-meta';

const NEW_RESUME_PATH = '/write/personal-details?new=true';
const REVIEW_COUNT = Number(String(marketing.reviewCount).replace(/[^\d]/g, ''));

const CARDS = listSampleResumes().map(templateCardData);

/** /ats-templates: the gallery of sample resumes, each a start for the builder (inside the public layout). */
export default function TemplatesPage() {
  const { t, language } = useT(TEMPLATES_TEXTS);
  const { t: seo } = useT(SEO_TEXTS);
  // The prerendered head's title and description (scripts/prerender-entry.tsx), in the interface language.
  useDocumentMeta(seo('templates.title'), seo('templates.description'));
  // The operator's figures: a rating and a count written as numbers go through Intl; '2M+', '2.7x' stay as set.
  const figures = [
    {
      key: 'rating',
      value: `${formatNumber(marketing.rating, language)}/${formatNumber(marketing.ratingScale, language)}`,
      label: t('figures.reviews', { count: REVIEW_COUNT, number: formatNumber(REVIEW_COUNT, language) }),
    },
    { key: 'users', value: marketing.users, label: t('figures.users') },
    { key: 'interviews', value: marketing.interviewUplift, label: t('figures.interviews') },
    { key: 'views', value: marketing.moreViews, label: t('figures.views') },
    { key: 'ats', value: marketing.atsFriendly, label: t('figures.ats') },
  ];
  return (
    <div className="bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.heading')}</h1>
          <p className="max-w-2xl text-muted-foreground">
            {t('page.intro', { count: TEMPLATE_IDS.length, minutes: marketing.minutesToBuild })}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link href={NEW_RESUME_PATH} className={buttonVariants({ size: 'lg' })}>
              {t('page.create')}
            </Link>
            <Link href="/import" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('page.import')}
            </Link>
          </div>
        </div>
        <ul aria-label={t('figures.label')} className="grid grid-cols-2 gap-4 text-center sm:grid-cols-5">
          {figures.map((figure) => (
            <li key={figure.key} className="rounded-lg bg-background p-3">
              <p className="text-2xl font-bold text-brand-700" translate="no">
                {figure.value}
              </p>
              <p className="text-xs text-muted-foreground">{figure.label}</p>
            </li>
          ))}
        </ul>
        <TemplateGallery />
        <section aria-labelledby="samples-heading" className="flex flex-col gap-4">
          <h2 id="samples-heading" className="text-2xl font-bold">
            {t('samples.heading')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CARDS.map((card) => (
              <TemplateCard key={card.key} card={card} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
