import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { requestAs, type SignedInUser, signedInUser } from '../../../tests/support/draft-test-helpers';
import {
  ARCHIVE_REASON_INVALID,
  CONTACT_EMAIL_INVALID,
  CONTACT_LINKEDIN_INVALID,
  CONTACT_NAME_REQUIRED,
  CONTACTS_TOO_MANY,
  MAX_CONTACTS_PER_JOB,
  NEXT_STEP_DATE_INVALID,
} from '../../domain/job-contacts-api';
import { JOB_NOT_FOUND_MESSAGE, MOVE_INDEX_INVALID } from '../../domain/jobs-api';
import { jobs } from '../db/schema';

/** A job's contacts, next step and archiving (issue 35 item 3) and the board's moves (item 1). */

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

interface Job {
  id: string;
  title: string;
  status: string;
  archivedAt: string | null;
  boardPosition: number;
  statusHistory: { status: string }[];
}

async function createJobAs(user: SignedInUser, body: Record<string, unknown> = {}): Promise<Job> {
  const response = await requestAs(testApp, user)('POST', '/api/jobs', {
    title: 'Staff Nurse',
    company: 'City Hospital',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().job;
}

const ADA = {
  name: 'Ada Byron',
  role: 'Hiring manager',
  email: 'ada@example.com',
  linkedin: 'https://www.linkedin.com/in/ada',
  notes: 'Met at the fair',
};

describe('contacts and the next step', () => {
  it('saves contacts with ids, replaces the list on each PUT, and keeps ids sent back', async () => {
    const job = await createJobAs(owner);
    const as = requestAs(testApp, owner);
    const first = await as('PUT', `/api/jobs/${job.id}`, {
      contacts: [ADA, { name: ' Sam ' }],
      nextStep: 'Send the portfolio',
      nextStepDate: '2026-12-01',
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().job;
    expect(saved.contacts).toEqual([
      { id: expect.any(String), ...ADA },
      { id: expect.any(String), name: 'Sam', role: '', email: '', linkedin: '', notes: '' },
    ]);
    expect(saved).toMatchObject({ nextStep: 'Send the portfolio', nextStepDate: '2026-12-01' });

    const [ada] = saved.contacts;
    const edited = await as('PUT', `/api/jobs/${job.id}`, {
      contacts: [{ ...ada, role: 'Director' }],
      nextStepDate: '',
    });
    expect(edited.json().job.contacts).toEqual([{ ...ada, role: 'Director' }]);
    expect(edited.json().job.nextStepDate).toBeNull();
    expect(edited.json().job.nextStep).toBe('Send the portfolio');
    const read = await as('GET', `/api/jobs/${job.id}`);
    expect(read.json().job.contacts).toEqual([{ ...ada, role: 'Director' }]);
  });

  it('refuses bad contacts, dates and reasons with a message for the field, changing nothing', async () => {
    const job = await createJobAs(owner, { contacts: [ADA] });
    const as = requestAs(testApp, owner);
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ contacts: [{ ...ADA, name: '  ' }] }, 'contacts.0.name', CONTACT_NAME_REQUIRED],
      [{ contacts: [ADA, { name: 'B', email: 'not-mail' }] }, 'contacts.1.email', CONTACT_EMAIL_INVALID],
      [
        { contacts: [{ name: 'B', linkedin: 'https://evil.example/in/x' }] },
        'contacts.0.linkedin',
        CONTACT_LINKEDIN_INVALID,
      ],
      [
        { contacts: [{ name: 'B', linkedin: 'http://linkedin.com/in/x' }] },
        'contacts.0.linkedin',
        CONTACT_LINKEDIN_INVALID,
      ],
      [
        { contacts: [{ name: 'B', notes: 'x'.repeat(2_001) }] },
        'contacts.0.notes',
        expect.stringContaining('2,000'),
      ],
      [{ contacts: [{ name: 'x'.repeat(201) }] }, 'contacts.0.name', expect.stringContaining('at most 200')],
      [
        { contacts: [{ name: 'B', id: 'no spaces please' }] },
        'contacts.0.id',
        expect.stringContaining('letters'),
      ],
      [
        { contacts: Array.from({ length: MAX_CONTACTS_PER_JOB + 1 }, () => ({ name: 'B' })) },
        'contacts',
        CONTACTS_TOO_MANY,
      ],
      [{ contacts: 'Ada' }, 'contacts', expect.any(String)],
      [{ nextStepDate: '2026-02-30' }, 'nextStepDate', NEXT_STEP_DATE_INVALID],
      [{ nextStepDate: 'next Tuesday' }, 'nextStepDate', NEXT_STEP_DATE_INVALID],
      [{ nextStep: 'x'.repeat(501) }, 'nextStep', expect.stringContaining('at most 500')],
      [{ archiveReason: 'bored' }, 'archiveReason', ARCHIVE_REASON_INVALID],
    ];
    for (const [body, field, message] of cases) {
      const response = await as('PUT', `/api/jobs/${job.id}`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    const unchanged = await as('GET', `/api/jobs/${job.id}`);
    expect(unchanged.json().job).toEqual(job);
  });

  it("answers 404 for another user's job whatever the body, changing nothing", async () => {
    const theirs = await createJobAs(other, { contacts: [ADA] });
    for (const body of [{ contacts: [] }, { archiveReason: 'filled' }, { contacts: 'bad' }]) {
      const response = await requestAs(testApp, owner)('PUT', `/api/jobs/${theirs.id}`, body);
      expect(response.statusCode).toBe(404);
    }
    const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, theirs.id));
    expect(row?.contacts).toEqual([expect.objectContaining({ name: 'Ada Byron' })]);
    expect(row?.archivedAt).toBeNull();
  });
});

describe('archiving', () => {
  it('archives with a reason, keeps the first date on a repeat, and unarchives with null', async () => {
    const job = await createJobAs(owner);
    const as = requestAs(testApp, owner);
    const archived = (await as('PUT', `/api/jobs/${job.id}`, { archiveReason: 'filled' })).json().job;
    expect(archived.archiveReason).toBe('filled');
    expect(Date.parse(archived.archivedAt)).toBeGreaterThan(0);
    const again = (await as('PUT', `/api/jobs/${job.id}`, { archiveReason: 'withdrew' })).json().job;
    expect(again).toMatchObject({ archiveReason: 'withdrew', archivedAt: archived.archivedAt });
    // Archived jobs stay in the list (the page hides them unless asked): nothing is lost to other clients.
    const listed = (await as('GET', '/api/jobs')).json().jobs;
    expect(listed.find((entry: Job) => entry.id === job.id)).toMatchObject({ archiveReason: 'withdrew' });
    const back = (await as('PUT', `/api/jobs/${job.id}`, { archiveReason: null })).json().job;
    expect(back).toMatchObject({ archiveReason: null, archivedAt: null });
  });
});

describe('POST /api/jobs/{id}/move', () => {
  async function column(user: SignedInUser, status: string) {
    const all: Job[] = (await requestAs(testApp, user)('GET', '/api/jobs')).json().jobs;
    return all
      .filter((job) => job.status === status && job.archivedAt === null)
      .sort((a, b) => a.boardPosition - b.boardPosition)
      .map((job) => job.title);
  }

  it('puts new jobs on top and moves a job within a column and across columns, with its status history', async () => {
    const user = await signedInUser(testApp);
    const a = await createJobAs(user, { title: 'A' });
    const b = await createJobAs(user, { title: 'B' });
    const c = await createJobAs(user, { title: 'C' });
    expect(await column(user, 'saved')).toEqual(['C', 'B', 'A']);
    const as = requestAs(testApp, user);

    const down = await as('POST', `/api/jobs/${c.id}/move`, { status: 'saved', index: 1 });
    expect(down.statusCode, down.body).toBe(200);
    expect(await column(user, 'saved')).toEqual(['B', 'C', 'A']);
    await as('POST', `/api/jobs/${b.id}/move`, { status: 'saved', index: 99 });
    expect(await column(user, 'saved')).toEqual(['C', 'A', 'B']);

    const across = await as('POST', `/api/jobs/${a.id}/move`, { status: 'applied', index: 0 });
    expect(across.json().job.status).toBe('applied');
    expect(across.json().job.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'saved',
      'applied',
    ]);
    expect(await column(user, 'saved')).toEqual(['C', 'B']);
    await as('POST', `/api/jobs/${c.id}/move`, { status: 'applied', index: 1 });
    expect(await column(user, 'applied')).toEqual(['A', 'C']);
    await as('POST', `/api/jobs/${b.id}/move`, { status: 'applied', index: 1 });
    expect(await column(user, 'applied')).toEqual(['A', 'B', 'C']);
  });

  it('keeps the order when places run out between two jobs (the column is renumbered)', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const x = await createJobAs(user, { title: 'X' });
    const y = await createJobAs(user, { title: 'Y' });
    await createJobAs(user, { title: 'Z' });
    // Z Y X; moving X and Y alternately between Z and the other halves the same gap each time.
    for (let i = 0; i < 70; i++) {
      const moved = i % 2 === 0 ? x : y;
      const response = await as('POST', `/api/jobs/${moved.id}/move`, { status: 'saved', index: 1 });
      expect(response.statusCode).toBe(200);
    }
    expect(await column(user, 'saved')).toEqual(['Z', 'Y', 'X']);
    const positions = (await as('GET', '/api/jobs')).json().jobs.map((job: Job) => job.boardPosition);
    expect(new Set(positions).size).toBe(3);
  });

  it('counts places among the jobs the board shows: archived ones are skipped', async () => {
    const user = await signedInUser(testApp);
    const as = requestAs(testApp, user);
    const first = await createJobAs(user, { title: 'First' });
    const hidden = await createJobAs(user, { title: 'Hidden' });
    const last = await createJobAs(user, { title: 'Last' });
    await as('PUT', `/api/jobs/${hidden.id}`, { archiveReason: 'rejected' });
    // Last, First on the board; put First on top.
    await as('POST', `/api/jobs/${first.id}/move`, { status: 'saved', index: 0 });
    expect(await column(user, 'saved')).toEqual(['First', 'Last']);
    expect(last.id).toBeDefined();
  });

  it('refuses a bad move with a field error, and another user gets a 404 whatever the body', async () => {
    const mine = await createJobAs(owner);
    const theirs = await createJobAs(other);
    const as = requestAs(testApp, owner);
    const cases: [unknown, string, string][] = [
      [
        { status: 'hired', index: 0 },
        'status',
        'Status must be one of: saved, applied, interviewing, offer, rejected, withdrawn',
      ],
      [{ status: 'saved', index: -1 }, 'index', MOVE_INDEX_INVALID],
      [{ status: 'saved', index: 1.5 }, 'index', MOVE_INDEX_INVALID],
      [{ status: 'saved', index: '0' }, 'index', MOVE_INDEX_INVALID],
      [{ status: 'saved' }, 'index', MOVE_INDEX_INVALID],
    ];
    for (const [body, field, message] of cases) {
      const response = await as('POST', `/api/jobs/${mine.id}/move`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: message });
    }
    for (const body of [{ status: 'offer', index: 0 }, { status: 'nope' }]) {
      const response = await as('POST', `/api/jobs/${theirs.id}/move`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'job_not_found',
        error: JOB_NOT_FOUND_MESSAGE,
      });
    }
    const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, theirs.id));
    expect(row?.status).toBe('saved');
    expect(
      (await requestAs(testApp, null)('POST', `/api/jobs/${mine.id}/move`, { status: 'saved', index: 0 }))
        .statusCode,
    ).toBe(401);
  });
});
