import { describe, expect, it } from 'vitest';
import type { Job } from '../../../domain/jobs-api';
import { visibleJobs } from './jobs-rules';

const job = (
  id: string,
  company: string,
  status: Job['status'],
  createdAt: string,
  updatedAt: string,
): Job => ({
  id,
  userId: 'u',
  title: 'T',
  company,
  location: '',
  link: null,
  description: '',
  status,
  notes: '',
  contacts: [],
  nextStep: '',
  nextStepDate: null,
  archivedAt: null,
  archiveReason: null,
  boardPosition: 0,
  statusHistory: [],
  createdAt,
  updatedAt,
});

const jobs = [
  job('a', 'zeta', 'applied', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  job('b', 'Alpha', 'saved', '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z'),
  job('c', 'beta', 'offer', '2026-01-15T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const ids = (list: Job[]) => list.map((entry) => entry.id);

describe('visibleJobs', () => {
  it('sorts by last update, date added, company (ignoring case) or status', () => {
    expect(ids(visibleJobs(jobs, 'updated', 'all'))).toEqual(['c', 'a', 'b']);
    expect(ids(visibleJobs(jobs, 'created', 'all'))).toEqual(['b', 'c', 'a']);
    expect(ids(visibleJobs(jobs, 'company', 'all'))).toEqual(['b', 'c', 'a']);
    expect(ids(visibleJobs(jobs, 'status', 'all'))).toEqual(['b', 'a', 'c']);
  });

  it('filters by status without changing the given list', () => {
    expect(ids(visibleJobs(jobs, 'updated', 'applied'))).toEqual(['a']);
    expect(visibleJobs(jobs, 'updated', 'rejected')).toEqual([]);
    expect(ids(jobs)).toEqual(['a', 'b', 'c']);
  });
});
