import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePlan, createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { createToken } from '../../../tests/support/token-test-helpers';
import { EXPORT_NOT_ENTITLED_MESSAGE } from '../../domain/export-api';
import { MCP_TOOLS, writeScopeMessage } from '../../domain/mcp-tools';
import { INVALID_TOKEN_MESSAGE } from '../../domain/personal-token-api';
import { MCP_TOKEN_REQUIRED_MESSAGE } from '../auth/session-plugin';
import { createInProcessRenderer } from '../documents/render/render-pool';
import { signDownloadGrant } from '../drafts/export/download-link';
import {
  DOWNLOAD_LINK_INVALID_MESSAGE,
  DOWNLOAD_LINK_OTHER_USER_MESSAGE,
} from '../drafts/export/export-routes';

/**
 * The MCP server (issue 34 item 4, ADR 0088) driven by the SDK's own client over real HTTP, on PGlite and on
 * PostgreSQL like every *.db.test.ts.
 */

let t: TestApp;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: { renderer: createInProcessRenderer() } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

const AD =
  'Senior Data Analyst. We need SQL, Python and Tableau, stakeholder management, and 5 years of experience ' +
  'in analytics. A degree in statistics is a plus.';

interface Person {
  id: string;
  cookie: string;
  write: string;
  read: string;
  draftId: string;
  jobId: string;
}

async function person(options: Parameters<typeof createUser>[1] = {}): Promise<Person> {
  const user = await createUser(t.database.db, options);
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  const as = callAs(t, cookie);
  const draft = await as('POST', '/api/resume-drafts', { title: 'Mine', data: resumeData() });
  const job = await as('POST', '/api/jobs', { title: 'Data Analyst', company: 'Acme', description: AD });
  expect(draft.statusCode).toBe(201);
  expect(job.statusCode).toBe(201);
  return {
    id: user.id,
    cookie,
    write: (await createToken(t, cookie, { name: 'Claude', scope: 'write' })).secret,
    read: (await createToken(t, cookie, { name: 'Reader', scope: 'read' })).secret,
    draftId: draft.json().resumeDraft.id,
    jobId: job.json().job.id,
  };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'resumable-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** The JSON a successful tool answered. */
function answer<T = Record<string, unknown>>(result: CallToolResult): T {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  return JSON.parse(textOf(result)) as T;
}

function expectToolError(result: CallToolResult, text: string) {
  expect(result.isError).toBe(true);
  expect(textOf(result)).toContain(text);
  expect(textOf(result)).not.toMatch(/at .*\.ts:\d+|Error:/);
}

const textOfResource = (content: { uri: string } | undefined) =>
  content && 'text' in content ? String(content.text) : '';

const draftOf = async (p: Person, id = p.draftId) =>
  (await callAs(t, p.cookie)('GET', `/api/resume-drafts/${id}`)).json().resumeDraft;

describe('MCP server: every tool through the SDK client', () => {
  it('lists exactly the tools of src/domain/mcp-tools.ts, each with a description and an input schema', async () => {
    const client = await connect((await person()).write);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
    for (const tool of tools) {
      expect(tool.description).toBe(MCP_TOOLS.find((known) => known.name === tool.name)?.summary);
      expect(tool.inputSchema.type).toBe('object');
    }
    const update = tools.find((tool) => tool.name === 'update_resume');
    expect(Object.keys(update?.inputSchema.properties ?? {})).toEqual(['resumeId', 'version', 'patch']);
  });

  it('reads, checks, matches, changes and tailors a resume, and saves and moves a job', async () => {
    const p = await person();
    const client = await connect(p.write);

    const { resumes } = answer<{ resumes: { id: string; version: number }[] }>(
      await call(client, 'list_resumes'),
    );
    expect(resumes.map((r) => r.id)).toEqual([p.draftId]);

    const got = answer<{ resume: { title: string; version: number; data: { personalDetails: object } } }>(
      await call(client, 'get_resume', { resumeId: p.draftId }),
    );
    expect(got.resume).toMatchObject({ title: 'Mine', data: { personalDetails: { firstName: 'Ada' } } });

    const updated = answer<{ resume: { version: number } }>(
      await call(client, 'update_resume', {
        resumeId: p.draftId,
        version: got.resume.version,
        patch: [
          { op: 'replace', path: '/title', value: 'For Acme' },
          {
            op: 'replace',
            path: '/data/summary/content',
            value: '<p>Analyst who writes SQL and Python.</p>',
          },
        ],
      }),
    );
    expect(updated.resume.version).toBe(got.resume.version + 1);
    const stored = await draftOf(p);
    expect(stored.title).toBe('For Acme');
    expect(stored.data.summary.content).toContain('SQL and Python');

    const checks = answer<{ checks: { id: string; message: string }[] }>(
      await call(client, 'check_resume', { resumeId: p.draftId }),
    );
    expect(Array.isArray(checks.checks)).toBe(true);

    const pasted = answer<{ score: number; matched: { term: string }[]; missing: { term: string }[] }>(
      await call(client, 'match_job', { resumeId: p.draftId, jobDescription: AD }),
    );
    expect(pasted.matched.map((m) => m.term.toLowerCase())).toEqual(
      expect.arrayContaining(['sql', 'python']),
    );
    expect(pasted.missing.map((m) => m.term.toLowerCase())).toContain('tableau');
    const saved = answer<{ score: number }>(
      await call(client, 'match_job', { resumeId: p.draftId, jobId: p.jobId }),
    );
    expect(saved.score).toBe(pasted.score);
    expectToolError(await call(client, 'match_job', { resumeId: p.draftId }), 'jobId');

    const newJob = answer<{ job: { id: string; status: string } }>(
      await call(client, 'save_job', {
        title: 'Nurse',
        company: 'Hospital',
        description: 'Care for patients.',
      }),
    );
    expect(newJob.job.status).toBe('saved');
    const moved = answer<{ job: { status: string; statusHistory: { status: string }[] } }>(
      await call(client, 'update_job_status', { jobId: newJob.job.id, status: 'applied' }),
    );
    expect(moved.job.statusHistory.map((h) => h.status)).toEqual(['saved', 'applied']);
    const { jobs } = answer<{ jobs: { id: string; status: string }[] }>(await call(client, 'list_jobs'));
    expect(jobs.map((j) => [j.id, j.status]).sort()).toEqual(
      [
        [p.jobId, 'saved'],
        [newJob.job.id, 'applied'],
      ].sort(),
    );
    expectToolError(await call(client, 'save_job', { title: 'No company' }), 'Company');

    const tailored = answer<{
      resume: { id: string; jobId: string };
      match: { missing: { term: string }[] };
    }>(await call(client, 'tailor_resume_for_job', { resumeId: p.draftId, jobId: p.jobId }));
    expect(tailored.resume.jobId).toBe(p.jobId);
    expect(tailored.resume.id).not.toBe(p.draftId);
    expect(tailored.match.missing.map((m) => m.term.toLowerCase())).toContain('tableau');
    expect((await draftOf(p, tailored.resume.id)).title).toBe('For Acme - Acme');
  });

  it('writes a cover letter, lists the templates, and reads resumes and jobs as resources', async () => {
    const p = await person();
    const client = await connect(p.read);
    const letter = answer<{ paragraphs: string[]; text: string }>(
      await call(client, 'write_cover_letter', { resumeId: p.draftId, jobId: p.jobId }),
    );
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(letter.text).toContain('Acme');

    const { templates } = answer<{ templates: { id: string; name: string }[] }>(
      await call(client, 'list_templates'),
    );
    expect(templates.map((x) => x.id)).toContain('modern');

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(
      [`resumable://resumes/${p.draftId}`, `resumable://jobs/${p.jobId}`].sort(),
    );
    const resume = await client.readResource({ uri: `resumable://resumes/${p.draftId}` });
    expect(JSON.parse(textOfResource(resume.contents[0]))).toMatchObject({ id: p.draftId, title: 'Mine' });
    const job = await client.readResource({ uri: `resumable://jobs/${p.jobId}` });
    expect(JSON.parse(textOfResource(job.contents[0]))).toMatchObject({ id: p.jobId, description: AD });
  });
});

describe('MCP server: tokens and ownership', () => {
  it("never shows a token another user's resume or job, through any tool or resource", async () => {
    const owner = await person(activePlan());
    const other = await person(activePlan());
    const before = await draftOf(owner);
    const client = await connect(other.write);
    const resumeId = owner.draftId;
    const jobId = owner.jobId;
    const probes: [string, Record<string, unknown>, string][] = [
      ['get_resume', { resumeId }, 'Resume draft not found'],
      [
        'update_resume',
        { resumeId, version: before.version, patch: [{ op: 'replace', path: '/title', value: 'x' }] },
        'Resume draft not found',
      ],
      ['check_resume', { resumeId }, 'Resume draft not found'],
      ['match_job', { resumeId, jobDescription: AD }, 'Resume draft not found'],
      ['match_job', { resumeId: other.draftId, jobId }, 'Job not found'],
      ['tailor_resume_for_job', { resumeId, jobId: other.jobId }, 'Resume draft not found'],
      ['tailor_resume_for_job', { resumeId: other.draftId, jobId }, 'Job not found'],
      ['write_cover_letter', { resumeId }, 'Resume draft not found'],
      ['write_cover_letter', { resumeId: other.draftId, jobId }, 'Job not found'],
      ['update_job_status', { jobId, status: 'rejected' }, 'Job not found'],
      ['render_resume', { resumeId, format: 'pdf' }, 'Resume draft not found'],
      ['get_resume', { resumeId: 'not-a-uuid' }, 'Resume draft not found'],
    ];
    for (const [name, args, text] of probes) expectToolError(await call(client, name, args), text);

    const { resumes } = answer<{ resumes: { id: string }[] }>(await call(client, 'list_resumes'));
    const { jobs } = answer<{ jobs: { id: string }[] }>(await call(client, 'list_jobs'));
    expect(resumes.map((r) => r.id)).toEqual([other.draftId]);
    expect(jobs.map((j) => j.id)).toEqual([other.jobId]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).join(' ')).not.toMatch(new RegExp(`${resumeId}|${jobId}`));
    await expect(client.readResource({ uri: `resumable://resumes/${resumeId}` })).rejects.toThrow(
      /Resume draft not found/,
    );
    await expect(client.readResource({ uri: `resumable://jobs/${jobId}` })).rejects.toThrow(/Job not found/);

    const after = await draftOf(owner);
    expect(after).toEqual(before);
    const ownerJob = (await callAs(t, owner.cookie)('GET', `/api/jobs/${jobId}`)).json().job;
    expect(ownerJob.status).toBe('saved');
  });

  it('answers a read token a tool error naming the scope on every write tool, and changes nothing', async () => {
    const p = await person();
    const before = await draftOf(p);
    const client = await connect(p.read);
    const writes = MCP_TOOLS.filter((tool) => tool.scope === 'write').map((tool) => tool.name);
    expect(writes).toEqual(['update_resume', 'save_job', 'update_job_status', 'tailor_resume_for_job']);
    const args: Record<string, Record<string, unknown>> = {
      update_resume: {
        resumeId: p.draftId,
        version: before.version,
        patch: [{ op: 'replace', path: '/title', value: 'x' }],
      },
      save_job: { title: 'Nurse', company: 'Hospital' },
      update_job_status: { jobId: p.jobId, status: 'offer' },
      tailor_resume_for_job: { resumeId: p.draftId, jobId: p.jobId },
    };
    for (const name of writes) {
      const result = await call(client, name, args[name]);
      expectToolError(result, writeScopeMessage(name));
      expect(textOf(result)).toContain('"read" scope');
    }
    expect(await draftOf(p)).toEqual(before);
    const list = await callAs(t, p.cookie)('GET', `/api/resume-drafts/user/${p.id}`);
    expect(list.json().resumeDrafts).toHaveLength(1);
    expect((await callAs(t, p.cookie)('GET', '/api/jobs')).json().jobs).toHaveLength(1);
  });

  it('refuses a call without a token, with a cookie only, or with a revoked token at once (401)', async () => {
    const p = await person();
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: {},
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await none.json()).error).toBe(MCP_TOKEN_REQUIRED_MESSAGE);
    expect((await post({ cookie: p.cookie })).status).toBe(401);
    const bad = await post({ authorization: 'Bearer rsm_not-a-token' });
    expect(bad.status).toBe(401);
    // With where to get an OAuth token instead (RFC 9728, ADR 0092).
    expect(bad.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/mcp"',
    );

    const client = await connect(p.write);
    answer(await call(client, 'list_resumes'));
    const tokens = (await callAs(t, p.cookie)('GET', '/api/account/tokens')).json().tokens;
    const claude = tokens.find((token: { name: string }) => token.name === 'Claude');
    expect((await callAs(t, p.cookie)('DELETE', `/api/account/tokens/${claude.id}`)).statusCode).toBe(200);
    await expect(call(client, 'list_resumes')).rejects.toThrow(INVALID_TOKEN_MESSAGE);
    const revoked = await post({ authorization: `Bearer ${p.write}` });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error).toBe(INVALID_TOKEN_MESSAGE);
  });

  it("counts MCP calls against the token's own rate, with its API calls (429 past it)", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_TOKEN_PER_MINUTE: '3' } });
    try {
      const user = await createUser(limited.database.db);
      const cookie = await signInCookie(limited, user.email, TEST_PASSWORD);
      const { secret } = await createToken(limited, cookie, { scope: 'read' });
      const api = () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/jobs',
          headers: { authorization: `Bearer ${secret}` },
        });
      const mcp = () =>
        limited.app.inject({
          method: 'POST',
          url: '/mcp',
          headers: {
            authorization: `Bearer ${secret}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          payload: {
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'list_jobs', arguments: {} },
          },
        });
      expect((await api()).statusCode).toBe(200);
      expect((await api()).statusCode).toBe(200);
      const third = await mcp();
      expect(third.statusCode, third.body).toBe(200);
      expect(third.json().result.content[0].text).toBe('{"jobs":[]}');
      const over = await mcp();
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('answers GET and DELETE with 405: the server is stateless', async () => {
    const p = await person();
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${p.read}` } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});

describe('MCP server: update_resume and the history', () => {
  it('answers a stale version with a tool error carrying the current version, and saves nothing', async () => {
    const p = await person();
    const client = await connect(p.write);
    const { version } = await draftOf(p);
    answer(
      await call(client, 'update_resume', {
        resumeId: p.draftId,
        version,
        patch: [{ op: 'replace', path: '/title', value: 'One' }],
      }),
    );
    const stale = await call(client, 'update_resume', {
      resumeId: p.draftId,
      version,
      patch: [{ op: 'replace', path: '/title', value: 'Two' }],
    });
    expectToolError(stale, `now at version ${version + 1}`);
    expect(textOf(stale)).toContain(`"currentVersion": ${version + 1}`);
    expect((await draftOf(p)).title).toBe('One');

    const invalid = await call(client, 'update_resume', {
      resumeId: p.draftId,
      version: version + 1,
      patch: [{ op: 'remove', path: '/data/nothing-here' }],
    });
    expectToolError(invalid, 'Operation 0 (remove) failed');
  });

  it("names the token in the resume's history after update_resume", async () => {
    const p = await person();
    const client = await connect(p.write);
    const before = await draftOf(p);
    answer(
      await call(client, 'update_resume', {
        resumeId: p.draftId,
        version: before.version,
        patch: [{ op: 'replace', path: '/data/personalDetails/jobTitle', value: 'Data Analyst' }],
      }),
    );
    const { versions } = (
      await callAs(t, p.cookie)('GET', `/api/resume-drafts/${p.draftId}/versions`)
    ).json();
    expect(versions[0]).toMatchObject({ reason: 'token', changedBy: 'Claude' });
    const kept = (
      await callAs(t, p.cookie)('GET', `/api/resume-drafts/${p.draftId}/versions/${versions[0].id}`)
    ).json();
    expect(kept.version.data.personalDetails.jobTitle).toBe(before.data.personalDetails.jobTitle);
  });
});

describe('MCP server: render_resume', () => {
  it('refuses without a plan, as the site does', async () => {
    const p = await person();
    const client = await connect(p.read);
    expectToolError(
      await call(client, 'render_resume', { resumeId: p.draftId, format: 'pdf' }),
      EXPORT_NOT_ENTITLED_MESSAGE,
    );
  });

  it('gives a link that downloads the file for its user alone, and stops working once changed or expired', async () => {
    const p = await person(activePlan());
    const other = await person(activePlan());
    const client = await connect(p.read);
    const rendered = answer<{ url: string; expiresAt: string }>(
      await call(client, 'render_resume', { resumeId: p.draftId, format: 'pdf' }),
    );
    const url = new URL(rendered.url);
    expect(url.origin).toBe(t.config.appUrl);
    const expiresIn = new Date(rendered.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const download = await fetch(`${base}${url.pathname}${url.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Mine.pdf"');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The owner's own browser may open it too.
    expect(
      (await fetch(`${base}${url.pathname}${url.search}`, { headers: { cookie: p.cookie } })).status,
    ).toBe(200);

    const docx = answer<{ url: string }>(
      await call(client, 'render_resume', { resumeId: p.draftId, format: 'docx' }),
    );
    const word = await fetch(`${base}${new URL(docx.url).pathname}${new URL(docx.url).search}`);
    expect(word.headers.get('content-type')).toContain('wordprocessingml');

    const asOther = await fetch(`${base}${url.pathname}${url.search}`, { headers: { cookie: other.cookie } });
    expect(asOther.status).toBe(403);
    expect((await asOther.json()).error).toBe(DOWNLOAD_LINK_OTHER_USER_MESSAGE);

    const secret = t.config.sessionSecret ?? '';
    const [payload, signature] = url.searchParams.get('token')?.split('.') ?? [];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), d: other.draftId }),
    ).toString('base64url');
    const expired = signDownloadGrant(
      { userId: p.id, draftId: p.draftId, format: 'pdf', expiresAt: new Date(Date.now() - 1000) },
      secret,
    );
    const otherSecret = signDownloadGrant(
      { userId: p.id, draftId: p.draftId, format: 'pdf', expiresAt: new Date(Date.now() + 60_000) },
      'another-secret',
    );
    for (const token of [`${forged}.${signature}`, expired, otherSecret, 'nonsense']) {
      const refused = await fetch(`${base}/api/downloads?token=${token}`);
      expect(refused.status, token).toBe(404);
      expect((await refused.json()).error).toBe(DOWNLOAD_LINK_INVALID_MESSAGE);
    }
  });
});
