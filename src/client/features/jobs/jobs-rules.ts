import type { Job, JobStatus } from '../../../domain/jobs-api';

export const JOB_SORTS = {
  updated: 'Last updated',
  created: 'Date added',
  company: 'Company',
  status: 'Status',
} as const;
export type JobSort = keyof typeof JOB_SORTS;

const STATUS_ORDER: JobStatus[] = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'];

/** The jobs the list shows: those of the chosen status (or all), in the chosen order. */
export function visibleJobs(jobs: Job[], sort: JobSort, status: JobStatus | 'all'): Job[] {
  const shown = status === 'all' ? [...jobs] : jobs.filter((job) => job.status === status);
  const byNewest = (a: string, b: string) => b.localeCompare(a);
  return shown.sort((a, b) => {
    if (sort === 'company')
      return (
        a.company.localeCompare(b.company, 'en', { sensitivity: 'base' }) ||
        byNewest(a.updatedAt, b.updatedAt)
      );
    if (sort === 'status')
      return (
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || byNewest(a.updatedAt, b.updatedAt)
      );
    if (sort === 'created') return byNewest(a.createdAt, b.createdAt);
    return byNewest(a.updatedAt, b.updatedAt);
  });
}

/** '25 Nov 2026' in the reader's language. */
export function formatJobDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
