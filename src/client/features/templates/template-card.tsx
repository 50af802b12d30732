import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { TEMPLATES_TEXTS } from '../../lib/i18n/namespaces/templates';
import { useT } from '../../lib/i18n/use-t';
import type { TemplateCardData } from './template-card-data';

const SAMPLE_NAMES = { '01': 'sample.01', '02': 'sample.02', '03': 'sample.03' } as const;
/** The sample's parts, named in the sample's language (English), like its headings. */
const PART_NAMES = { experience: 'Experience', education: 'Education', skills: 'Skills' } as const;

/**
 * A sample resume in miniature; 'Use this template' appears on hover and on keyboard focus. The sample is a
 * resume written in English (its person, jobs and section headings), so it is marked lang="en"; the card's own
 * name and button are in the interface language.
 */
export function TemplateCard({ card }: { card: TemplateCardData }) {
  const { t } = useT(TEMPLATES_TEXTS);
  const nameKey = Object.hasOwn(SAMPLE_NAMES, card.key)
    ? SAMPLE_NAMES[card.key as keyof typeof SAMPLE_NAMES]
    : undefined;
  const name = nameKey ? t(nameKey) : card.name;
  const id = `template-${card.key}`;
  return (
    <article
      aria-labelledby={id}
      className="group relative flex flex-col gap-3 overflow-hidden rounded-lg border border-border bg-background p-5 font-serif text-sm shadow-sm"
    >
      <h3
        id={id}
        lang={nameKey ? undefined : 'en'}
        className="font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {name}
      </h3>
      <div lang="en" className="flex flex-col gap-3">
        <div>
          <p className="text-lg font-bold">{card.fullName}</p>
          <p>{card.jobTitle}</p>
          <p className="text-xs text-muted-foreground">
            {[card.email, card.phone, card.place].filter(Boolean).join(' • ')}
          </p>
        </div>
        <p className="line-clamp-4">{card.summary}</p>
        <section aria-label={PART_NAMES.experience}>
          <h4 lang="en" className="font-semibold">
            Employment History
          </h4>
          <ul>
            {card.experience.map((job) => (
              <li key={job.id}>
                {job.title}, {job.company}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={PART_NAMES.education}>
          <h4 lang="en" className="font-semibold">
            Education
          </h4>
          <ul>
            {card.education.map((entry) => (
              <li key={entry.id}>
                {entry.degree}, {entry.institution}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={PART_NAMES.skills}>
          <h4 lang="en" className="font-semibold">
            Skills
          </h4>
          <p>{card.skills.join(', ')}</p>
        </section>
      </div>
      <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-background via-background/90 to-transparent p-4 opacity-0 transition-opacity group-hover:opacity-100 focus-within:opacity-100">
        <Link
          href={`/write/personal-details?template=${card.key}`}
          className={cn(buttonVariants({ size: 'md' }), 'font-sans')}
          aria-label={t('gallery.useNamed', { name })}
        >
          {t('gallery.use')}
        </Link>
      </div>
    </article>
  );
}
