import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { TemplateCardData } from './template-card-data';

/** A sample resume in miniature; 'Use this template' appears on hover and on keyboard focus. */
export function TemplateCard({ card }: { card: TemplateCardData }) {
  return (
    <article
      aria-labelledby={`template-${card.key}`}
      className="group relative flex flex-col gap-3 overflow-hidden rounded-lg border border-border bg-background p-5 font-serif text-sm shadow-sm"
    >
      <h3
        id={`template-${card.key}`}
        className="font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {card.name}
      </h3>
      <div>
        <p className="text-lg font-bold">{card.fullName}</p>
        <p>{card.jobTitle}</p>
        <p className="text-xs text-muted-foreground">
          {[card.email, card.phone, card.place].filter(Boolean).join(' • ')}
        </p>
      </div>
      <p className="line-clamp-4">{card.summary}</p>
      <section aria-label="Experience">
        <h4 className="font-semibold">Employment History</h4>
        <ul>
          {card.experience.map((job) => (
            <li key={job.id}>
              {job.title}, {job.company}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Education">
        <h4 className="font-semibold">Education</h4>
        <ul>
          {card.education.map((entry) => (
            <li key={entry.id}>
              {entry.degree}, {entry.institution}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Skills">
        <h4 className="font-semibold">Skills</h4>
        <p>{card.skills.join(', ')}</p>
      </section>
      <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-background via-background/90 to-transparent p-4 opacity-0 transition-opacity group-hover:opacity-100 focus-within:opacity-100">
        <Link
          href={`/write/personal-details?template=${card.key}`}
          className={cn(buttonVariants({ size: 'md' }), 'font-sans')}
          aria-label={`Use this template: ${card.name}`}
        >
          Use this template
        </Link>
      </div>
    </article>
  );
}
