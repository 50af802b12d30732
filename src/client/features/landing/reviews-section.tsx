import { StarIcon } from 'lucide-react';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { LANDING, type LandingReview } from './marketing-figures';

function Stars({ rating }: { rating: number }) {
  const { t } = useT(LANDING_TEXTS);
  return (
    <p className="flex gap-0.5 text-warning" role="img" aria-label={t('reviews.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden="true"
          className="size-4"
          fill={n <= rating ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}

function ReviewCard({ review }: { review: LandingReview }) {
  return (
    <figure className="rounded-lg border border-border bg-background p-6">
      <Stars rating={review.rating} />
      <blockquote lang="en" className="mt-3 text-foreground">
        “{review.text}”
      </blockquote>
      <figcaption lang="en" className="mt-4 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{review.name}</span>, {review.role}
      </figcaption>
    </figure>
  );
}

export function ReviewsSection() {
  const { t } = useT(LANDING_TEXTS);
  return (
    <section aria-labelledby="reviews-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="reviews-title" className="text-3xl font-bold tracking-tight">
          {t('reviews.title')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {LANDING.reviews.map((review) => (
            <ReviewCard key={review.name} review={review} />
          ))}
        </div>
      </div>
    </section>
  );
}
