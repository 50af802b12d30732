import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { getSampleResume } from '../../domain/sample-resumes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('how a saved document is stored (migrations 0001 and 0014: autosave rewrites it every few seconds)', () => {
  it('uses LZ4 on a PostgreSQL server that has it, and pglz on PGlite, which has no other', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id);
    const resume = getSampleResume('01')?.resume;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resume-drafts',
      headers: { cookie },
      payload: { title: 'Compressed', data: resume },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { resumeDraft: { id: string } }).resumeDraft.id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/resume-drafts/${id}`,
      headers: { cookie },
      payload: { title: 'Compressed', data: resume },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { rows } = await t.database.executeSql(
      'select pg_column_compression(data) as method from resume_drafts where id = $1',
      [id],
    );
    const methods = await t.database.executeSql(
      "select enumvals from pg_settings where name = 'default_toast_compression'",
    );
    const offered = (methods.rows[0] as { enumvals: string[] }).enumvals;
    expect((rows[0] as { method: string }).method).toBe(offered.includes('lz4') ? 'lz4' : 'pglz');
    if (t.database.kind === 'postgres' && process.env.TEST_DATABASE_URL) expect(offered).toContain('lz4');

    // json, not jsonb (ADR 0108): the database keeps the very text the save wrote, in the save's key order, where
    // jsonb re-sorted the keys and had to be printed back on every read.
    const stored = await t.database.executeSql(
      'select pg_typeof(data)::text as type, data::text as text from resume_drafts where id = $1',
      [id],
    );
    const { type, text } = stored.rows[0] as { type: string; text: string };
    expect(type).toBe('json');
    expect(text).toBe(JSON.stringify((saved.json() as { resumeDraft: { data: unknown } }).resumeDraft.data));
  });
});
