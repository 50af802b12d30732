import marketing from '../../content/marketing.json';

/**
 * The figures the product cannot measure (rating, users, interview uplift), the sample reviews and the blog
 * teaser: whoever runs the site sets their own in src/client/content/marketing.json. Components read them
 * from here and never write a figure themselves. Measured figures come from GET /api/marketing/stats.
 */
export const LANDING = {
  minutesToBuild: marketing.minutesToBuild,
  users: marketing.users,
  rating: marketing.rating,
  ratingScale: marketing.ratingScale,
  interviewUplift: marketing.interviewUplift,
  moreViews: marketing.moreViews,
  reviews: marketing.landingReviews,
  blogTeaser: marketing.blogTeaser,
};

export type LandingReview = (typeof LANDING.reviews)[number];
