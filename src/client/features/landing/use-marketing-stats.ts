import { useQuery } from '@tanstack/react-query';
// A type import only: the schema's zod code stays out of the landing page's bundle.
import type { MarketingStats } from '../../../domain/marketing-api';

/** The figures the product measures (resumes built today, templates) and the support address. */
export function useMarketingStats() {
  return useQuery<MarketingStats>({ queryKey: ['/api/marketing/stats'] });
}
