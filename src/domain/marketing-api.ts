import { z } from 'zod';

/** GET /api/marketing/stats: the landing page's figures that the product measures, and the support address. */
export const marketingStatsSchema = z.object({
  /** Drafts created plus documents exported since midnight UTC (cached for a minute). */
  resumesBuiltToday: z.number().int().min(0),
  /** The design templates that exist. */
  templateCount: z.number().int().min(0),
  /** SUPPORT_EMAIL from the server's config: the footer links to it. */
  supportEmail: z.string(),
});
export type MarketingStats = z.infer<typeof marketingStatsSchema>;

export const MARKETING_STATS_URL = '/api/marketing/stats';
