import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, fleetUnavailableReason, startFleet } from '../support/fleet';

/**
 * Two built server processes on one PostgreSQL database and one Redis (issue 19, ADRs 0063-0065): what one
 * process does, the other sees at once. Skipped, saying why, where the machine has no PostgreSQL or Redis.
 */

const unavailable = fleetUnavailableReason();
if (unavailable) console.warn(`fleet test skipped: it ${unavailable}; .ci/run sets both when they answer`);

let fleet: Fleet;
/** Redis outlives a run (its counters last 15 minutes): every run's addresses are its own. */
const RUN = Date.now().toString(36);
const email = (name: string) => `fleet-${name}-${RUN}@example.com`;
const ACCOUNT = { firstName: 'Ada', lastName: 'Lovelace', password: 'Analytical-1843' };

async function call(base: string, method: string, url: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

async function register(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ACCOUNT, email }),
  });
  expect(response.status).toBeLessThan(300);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

const isSignedIn = async (base: string, cookie: string) =>
  (await call(base, 'GET', '/api/current-user', cookie)).json?.success === true;

describe.skipIf(Boolean(unavailable))('a fleet of two processes on PostgreSQL and Redis', () => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    // Sign-ups are counted per address in the shared Redis across runs (the same machine's other test runs
    // too); this test is about the fleet, not that limit.
    fleet = await startFleet({
      // Per-address limits are kept in Redis for an hour across runs, all from 127.0.0.1: out of the way.
      env: {
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_REGISTER_PER_IP: '100000',
        RATE_LIMIT_FORGOT_PER_IP: '100000',
        RATE_LIMIT_LOGIN_PER_IP: '100000',
        // Both processes look for due reminders every 2 s, so two runs of the task overlap within the test.
        REMINDER_INTERVAL_SECONDS: '2',
      },
    });
    [a, b] = fleet.servers.map((server) => server.url) as [string, string];
  }, 240_000);
  afterAll(async () => {
    await fleet?.close();
  });

  it('started both at once on an empty database and migrated it once', async () => {
    const client = new pg.Client({ connectionString: fleet.databaseUrl });
    await client.connect();
    try {
      const applied = await client.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      // pg-boss's schema installed once, each queue created once (the name is its key), whatever the number.
      const queues = await client.query(`select name from pgboss.queue order by name`);
      expect(queues.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'account-export',
          'account-export-sweep',
          'email-link-mail',
          'mail',
          'password-reset-mail',
          'session-sweep',
        ]),
      );
    } finally {
      await client.end();
    }
    for (const base of [a, b]) expect((await call(base, 'GET', '/api/health/ready')).status).toBe(200);
  });

  it('signs in on A, is signed in on B, and a sign-out on A is refused on B at once', async () => {
    const cookie = await register(a, email('session'));
    expect(await isSignedIn(b, cookie)).toBe(true); // B now holds the session in its five-second cache
    expect((await call(a, 'POST', '/api/auth/logout', cookie)).status).toBe(200);
    expect(await isSignedIn(b, cookie)).toBe(false);
  });

  it('ends the other sessions on B when the password changes on A', async () => {
    const here = await register(a, email('password'));
    const login = await fetch(`${b}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email('password'), password: ACCOUNT.password }),
    });
    const elsewhere =
      (login.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '';
    expect(await isSignedIn(b, elsewhere)).toBe(true);
    const changed = await call(a, 'POST', '/api/account/password', here, {
      currentPassword: ACCOUNT.password,
      newPassword: 'Difference-Engine-2',
    });
    expect(changed.status).toBe(200);
    expect(await isSignedIn(b, elsewhere)).toBe(false);
    expect(await isSignedIn(b, here)).toBe(true);
  });

  it('a personal access token made on A works on B, and revoked or expired on A is refused on B at once', async () => {
    const cookie = await register(a, email('token'));
    const made = async (name: string) => {
      const answer = await call(a, 'POST', '/api/account/tokens', cookie, {
        name,
        scope: 'read',
        expiresInDays: 30,
        password: ACCOUNT.password,
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      return answer.json as { token: { id: string }; secret: string };
    };
    const asToken = (base: string, secret: string) =>
      fetch(`${base}/api/current-user`, { headers: { authorization: `Bearer ${secret}` } }).then(
        (r) => r.status,
      );
    const revoked = await made('Revoked');
    const expired = await made('Expired');
    expect(await asToken(b, revoked.secret)).toBe(200);
    expect(await asToken(b, expired.secret)).toBe(200);
    expect((await call(a, 'DELETE', `/api/account/tokens/${revoked.token.id}`, cookie)).status).toBe(200);
    expect(await asToken(b, revoked.secret)).toBe(401);
    const client = new pg.Client({ connectionString: fleet.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `update personal_tokens set expires_at = now() - interval '1 second' where id = $1`,
        [expired.token.id],
      );
    } finally {
      await client.end();
    }
    expect(await asToken(b, expired.secret)).toBe(401);
    expect(await asToken(a, expired.secret)).toBe(401);
  });

  it("saves on A and reads on B; a stale save on B is a 409 holding A's version", async () => {
    const cookie = await register(a, email('drafts'));
    const created = await call(a, 'POST', '/api/resume-drafts', cookie, { title: 'Fleet', data: {} });
    expect(created.status).toBeLessThan(300);
    const { id, version } = created.json.resumeDraft as { id: string; version: number };
    const onA = await call(a, 'PUT', `/api/resume-drafts/${id}`, cookie, {
      title: 'Saved on A',
      data: {},
      version,
    });
    expect(onA.status).toBe(200);
    expect((await call(b, 'GET', `/api/resume-drafts/${id}`, cookie)).json.resumeDraft.title).toBe(
      'Saved on A',
    );
    const stale = await call(b, 'PUT', `/api/resume-drafts/${id}`, cookie, {
      title: 'Stale on B',
      data: {},
      version,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.resumeDraft).toEqual(onA.json.resumeDraft);
    // Both processes saving from the same version at once: exactly one wins.
    const current = onA.json.resumeDraft.version as number;
    const race = await Promise.all(
      [a, b, a, b].map((base, i) =>
        call(base, 'PUT', `/api/resume-drafts/${id}`, cookie, {
          title: `Race ${i}`,
          data: {},
          version: current,
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('shares the failed-login limit: two failures on A and one on B lock the account on both', async () => {
    await register(a, email('limit'));
    const login = (base: string, password: string) =>
      call(base, 'POST', '/api/auth/login', undefined, { email: email('limit'), password });
    const failures = [];
    for (const base of [a, a, b]) failures.push((await login(base, 'Wrong-password-1')).status);
    expect(failures).toEqual([401, 401, 401]);
    expect((await login(b, ACCOUNT.password)).status).toBe(429);
    expect((await login(a, ACCOUNT.password)).status).toBe(429);
  });

  it('runs a mail task sent on A exactly once across both processes', async () => {
    await register(b, email('mail'));
    const asked = await call(a, 'POST', '/api/auth/forgot-password', undefined, {
      email: email('mail'),
    });
    expect(asked.status).toBe(200);
    // Signing up mails her a verification link too: count the reset mails.
    const toHer = () =>
      fleet.mail.filter((m) => m.to.includes(email('mail')) && m.raw.includes('reset-password'));
    for (let i = 0; i < 100 && toHer().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    // Both workers poll every 2 s: after three polls a second delivery would have happened.
    await new Promise((r) => setTimeout(r, 6000));
    expect(toHer()).toHaveLength(1);
  });

  it('mails a job event’s morning reminder exactly once across both processes (issue 35 item 2)', async () => {
    const cookie = await register(a, email('reminder'));
    const job = await call(a, 'POST', '/api/jobs', cookie, {
      title: 'Fleet engineer',
      company: 'Engines Ltd',
    });
    expect(job.status).toBe(201);
    // A zone where the morning has begun and the day has hours left, whatever the time of the run.
    const hourIn = (timeZone: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
      );
    const zones = [
      'Pacific/Kiritimati',
      'Asia/Tokyo',
      'Europe/London',
      'America/New_York',
      'Pacific/Honolulu',
    ];
    const zone =
      zones.find((candidate) => hourIn(candidate) >= 7 && hourIn(candidate) <= 22) ?? 'Europe/London';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const event = await call(b, 'POST', `/api/jobs/${job.json.job.id}/events`, cookie, {
      kind: 'interview',
      date: today,
      time: '23:59',
      timeZone: zone,
      remind: true,
    });
    expect(event.status, JSON.stringify(event.json)).toBe(201);
    const reminders = () =>
      fleet.mail.filter((m) => m.to.includes(email('reminder')) && m.raw.includes('Fleet engineer'));
    for (let i = 0; i < 200 && reminders().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(reminders()).toHaveLength(1);
    // Both processes ask every 2 s and workers poll every 2 s: three more rounds would have sent a second one.
    await new Promise((r) => setTimeout(r, 6000));
    expect(reminders()).toHaveLength(1);
  });

  it('answers a data export on B whichever process built it, and keeps no copy', async () => {
    const cookie = await register(a, email('export'));
    const response = await fetch(`${b}/api/account/export`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = new Uint8Array(await response.arrayBuffer());
    expect([...zip.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK"
    const client = new pg.Client({ connectionString: fleet.databaseUrl });
    await client.connect();
    try {
      expect((await client.query('select task_id from account_exports')).rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('loses no save when B is killed in the middle of load: each client retries on A, as a balancer would', async () => {
    const CLIENTS = 6;
    const SAVES = 30;
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, n) => {
        const cookie = await register(n % 2 ? b : a, email(`crash-${n}`));
        const created = await call(a, 'POST', '/api/resume-drafts', cookie, { title: 'Save 0', data: {} });
        const { id, version } = created.json.resumeDraft as { id: string; version: number };
        return { n, cookie, id, version };
      }),
    );
    let acknowledged = 0;
    let retriedOnA = 0;
    let isBDown = false;
    const killB = (async () => {
      while (acknowledged < (CLIENTS * SAVES) / 3) await new Promise((r) => setTimeout(r, 5));
      isBDown = true;
      await fleet.servers[1]?.stop('SIGKILL');
    })();

    /** One user's autosave: saves in turn, each from the version the last answer gave, alternating A and B. */
    const typing = clients.map(async (client) => {
      let version = client.version;
      for (let i = 1; i <= SAVES; i++) {
        const body = { title: `Save ${i}`, data: {}, version };
        const base = i % 2 ? b : a;
        let answer = await call(base, 'PUT', `/api/resume-drafts/${client.id}`, client.cookie, body).catch(
          () => undefined,
        );
        if (!answer) {
          // B died with this save in flight: it may or may not have committed it. The same save again on A
          // is answered as done either way (a replay of a committed save is not a conflict).
          expect(base).toBe(b);
          expect(isBDown).toBe(true);
          retriedOnA += 1;
          answer = await call(a, 'PUT', `/api/resume-drafts/${client.id}`, client.cookie, body);
        }
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        version = answer.json.resumeDraft.version as number;
        acknowledged += 1;
      }
      return version;
    });
    const finalVersions = await Promise.all(typing);
    await killB;
    expect(retriedOnA).toBeGreaterThan(0);
    for (const [index, client] of clients.entries()) {
      const stored = await call(a, 'GET', `/api/resume-drafts/${client.id}`, client.cookie);
      expect(stored.json.resumeDraft).toMatchObject({
        title: `Save ${SAVES}`,
        version: finalVersions[index],
      });
    }
    expect((await call(a, 'GET', '/api/health/ready')).status).toBe(200);
  });
});
