import { StarIcon } from 'lucide-react';
import marketing from '../../content/marketing.json';
import { formatNumber } from '../../lib/i18n/format-price';
import { PLANS_TEXTS } from '../../lib/i18n/namespaces/plans';
import { useT } from '../../lib/i18n/use-t';

/** Reviews and the rating come from the marketing content file, never from code. */
const REVIEWS = marketing.planReviews;
// The content file writes the count for English readers ('10,558'); the figure is formatted per language.
const REVIEW_COUNT = Number(String(marketing.reviewCount).replace(/[^\d]/g, ''));

export function PlanReviews() {
  const { t, language } = useT(PLANS_TEXTS);
  return (
    <section aria-labelledby="plan-reviews-title" className="mt-16">
      <h2 id="plan-reviews-title" className="text-2xl font-bold">
        {t('reviews.title', {
          rating: formatNumber(Number(marketing.rating), language),
          scale: formatNumber(Number(marketing.ratingScale), language),
          reviews: formatNumber(REVIEW_COUNT, language),
        })}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <figure key={review.name} className="rounded-lg border border-border bg-background p-5">
            <p
              className="flex gap-0.5 text-warning"
              role="img"
              aria-label={t('reviews.stars', { rating: review.rating })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <StarIcon
                  key={n}
                  aria-hidden="true"
                  className="size-4"
                  fill={n <= review.rating ? 'currentColor' : 'none'}
                />
              ))}
            </p>
            {/* The reviews exist only in English, as their authors wrote them. */}
            <blockquote lang="en" className="mt-3">
              “{review.text}”
            </blockquote>
            <figcaption lang="en" className="mt-3 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{review.name}</span>, {review.role}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
