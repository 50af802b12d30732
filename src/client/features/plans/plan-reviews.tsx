import { StarIcon } from 'lucide-react';
import marketing from '../../content/marketing.json';

/** Reviews and the rating come from the marketing content file, never from code. */
const REVIEWS = marketing.planReviews;

export function PlanReviews() {
  return (
    <section aria-labelledby="plan-reviews-title" className="mt-16">
      <h2 id="plan-reviews-title" className="text-2xl font-bold">
        Rated {marketing.rating}/{marketing.ratingScale} from {marketing.reviewCount} reviews
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <figure key={review.name} className="rounded-lg border border-border bg-background p-5">
            <p
              className="flex gap-0.5 text-warning"
              role="img"
              aria-label={`${review.rating} out of 5 stars`}
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
            <blockquote className="mt-3">“{review.text}”</blockquote>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{review.name}</span>, {review.role}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
