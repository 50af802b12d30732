import { describe, expect, it } from 'vitest';
import type { Job } from '../../../domain/jobs-api';
import {
  boardColumns,
  CARDS_SHOWN_PER_COLUMN,
  formatJobDate,
  formatJobDay,
  shownCards,
  visibleJobs,
  withJobMoved,
} from './jobs-rules';

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

describe('archived jobs, the board and a move shown before the server answers', () => {
  const placed = (
    id: string,
    status: Job['status'],
    boardPosition: number,
    archivedAt: string | null = null,
  ) => ({
    ...job(id, 'Acme', status, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
    boardPosition,
    archivedAt,
    archiveReason: archivedAt ? ('filled' as const) : null,
  });
  const board = [
    placed('p', 'saved', 2048),
    placed('q', 'saved', 0),
    placed('r', 'saved', 1024, '2026-02-01T00:00:00Z'),
    placed('s', 'applied', 5),
  ];

  it('leaves archived jobs out of the list unless asked, and off the board', () => {
    expect(ids(visibleJobs(board, 'updated', 'saved')).sort()).toEqual(['p', 'q']);
    expect(visibleJobs(board, 'updated', 'saved', true)).toHaveLength(3);
    expect(boardColumns(board)).toMatchObject({ saved: ['q', 'p'], applied: ['s'], offer: [] });
  });

  it('puts a moved job between its new neighbours, counting only the jobs on the board', () => {
    expect(boardColumns(withJobMoved(board, 's', 'saved', 1))).toMatchObject({
      saved: ['q', 's', 'p'],
      applied: [],
    });
    expect(boardColumns(withJobMoved(board, 'q', 'saved', 5)).saved).toEqual(['p', 'q']);
    expect(boardColumns(withJobMoved(board, 'p', 'offer', 0))).toMatchObject({ saved: ['q'], offer: ['p'] });
  });
});

describe('shownCards (a long column on the board)', () => {
  const ids = Array.from({ length: CARDS_SHOWN_PER_COLUMN + 10 }, (_, i) => `job-${i}`);
  it('draws the first cards of a long column, all of a short or expanded one, and always the dragged card', () => {
    expect(shownCards(ids, { isExpanded: false, activeId: null })).toEqual(
      ids.slice(0, CARDS_SHOWN_PER_COLUMN),
    );
    expect(shownCards(ids.slice(0, 3), { isExpanded: false, activeId: null })).toEqual(ids.slice(0, 3));
    expect(shownCards(ids, { isExpanded: true, activeId: null })).toEqual(ids);
    const last = ids.at(-1) ?? '';
    expect(shownCards(ids, { isExpanded: false, activeId: last })).toEqual([
      ...ids.slice(0, CARDS_SHOWN_PER_COLUMN),
      last,
    ]);
    expect(shownCards(ids, { isExpanded: false, activeId: 'job-0' })).toHaveLength(CARDS_SHOWN_PER_COLUMN);
  });
});

describe('job dates in the interface language', () => {
  it('writes a moment and a typed day in the locale given, the day as typed wherever the reader is', () => {
    expect(formatJobDate('2026-11-25T10:00:00.000Z', 'de')).toBe('25. Nov. 2026');
    expect(formatJobDay('2026-12-01', 'es')).toBe('1 dic 2026');
    expect(formatJobDay('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
    expect(formatJobDay('2026-12-01', 'ar')).toMatch(/ديسمبر/);
  });

  it('leaves a day it cannot read as it is', () => {
    expect(formatJobDay('soon', 'fr')).toBe('soon');
  });
});
