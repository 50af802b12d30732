import { createServer } from 'node:net';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { signInCookie } from '../../../../tests/support/account-test-helpers';
import { resumeData } from '../../../../tests/support/draft-test-helpers';
import {
  CookieJar,
  decide,
  MemoryOAuthClient,
  openConsent,
  REDIRECT_URL,
  step,
} from '../../../../tests/support/oauth-browser';
import { writeScopeMessage } from '../../../domain/mcp-tools';
import { users } from '../../db/schema';

/**
 * The MCP authorization flow end to end (issue 34, ADR 0092): the SDK's own OAuth client discovers the server
 * from /mcp's 401, registers, sends the user to consent, trades the code (PKCE) for a token and calls a tool;
 * the refusals of the spec; revocation from settings. Over real HTTP, on APP_URL's own port (the issuer).
 */

let t: TestApp;
let base: string;
const clients: Client[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { APP_URL: base } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

/** A user with a resume, signed in in a browser (our session cookie in the jar). */
async function person() {
  const user = await createUser(t.database.db, {});
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  const jar = new CookieJar(cookie);
  const created = await step(base, jar, '/api/resume-drafts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ title: 'Mine', data: resumeData() }),
  });
  expect(created.response.status).toBe(201);
  const draftId: string = ((await created.response.json()) as { resumeDraft: { id: string } }).resumeDraft.id;
  return { user, cookie, jar, draftId };
}

const transportFor = (oauth: MemoryOAuthClient) =>
  new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: oauth });

/** What an assistant does on its first connection: 401, discovery, registration, then the user's browser. */
async function startFlow(oauth: MemoryOAuthClient) {
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  const transport = transportFor(oauth);
  await expect(client.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
  expect(oauth.authorizationUrl).toBeDefined();
  return { transport, authorizationUrl: oauth.authorizationUrl as URL };
}

/** The whole flow for a signed-in user who clicks Allow: an MCP client connected with its access token. */
async function connectWithOauth(jar: CookieJar, scope?: string) {
  const oauth = new MemoryOAuthClient(scope);
  const { transport, authorizationUrl } = await startFlow(oauth);
  // The SDK asks for every scope the resource lists; an assistant that wants less asks for less.
  if (scope) authorizationUrl.searchParams.set('scope', scope);
  const landed = await decide(base, jar, await openConsent(base, jar, authorizationUrl), 'allow');
  const code = landed.searchParams.get('code');
  expect(code, landed.href).toBeTruthy();
  await transport.finishAuth(code as string);
  const client = new Client({ name: 'oauth-test', version: '1.0.0' });
  await client.connect(transportFor(oauth));
  clients.push(client);
  return { client, oauth, code: code as string, authorizationUrl };
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

describe('MCP authorization: discovery', () => {
  it("points from /mcp's 401 to the protected-resource metadata, which names the resource and our server", async () => {
    const answer = await fetch(`${base}/mcp`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain(
      `resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
    );
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
    ]) {
      const metadata = await (await fetch(`${base}${path}`)).json();
      expect(metadata).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base] });
    }
    const server = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      registration_endpoint: `${base}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
    expect(server.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
  });
});

describe('MCP authorization: the flow', () => {
  it('registers, consents, trades the code with PKCE and calls a tool as the user, named in the history', async () => {
    const p = await person();
    const oauth = new MemoryOAuthClient();
    const { transport, authorizationUrl } = await startFlow(oauth);
    expect(oauth.information?.client_id).toBeTruthy();
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('resource')).toBe(`${base}/mcp`);

    // Not signed in: to our sign-in page, and back here after.
    const guest = new CookieJar();
    const consentPath = await openConsent(base, guest, authorizationUrl);
    const asGuest = await step(base, guest, consentPath);
    expect(asGuest.location?.pathname).toBe('/login');
    expect(asGuest.location?.searchParams.get('next')).toBe(consentPath);

    const consentPath2 = await openConsent(base, p.jar, authorizationUrl);
    const page = await step(base, p.jar, consentPath2);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    expect(html).toContain('Test Assistant');
    expect(html).toContain('127.0.0.1:53682');
    expect(html).toContain('Allow');
    expect(page.response.headers.get('x-frame-options')).toBe('DENY');

    // A form posted from elsewhere is refused like every cookie request.
    const forged = await step(base, p.jar, consentPath2, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'decision=allow',
    });
    expect(forged.response.status).toBe(403);

    const landed = await decide(base, p.jar, consentPath2, 'allow');
    expect(landed.origin + landed.pathname).toBe(REDIRECT_URL);
    const code = landed.searchParams.get('code') as string;
    await transport.finishAuth(code);
    expect(oauth.saved?.refresh_token).toBeTruthy();

    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(transportFor(oauth));
    clients.push(client);
    const listed = JSON.parse(textOf(await call(client, 'list_resumes')));
    expect(JSON.stringify(listed)).toContain(p.draftId);

    const draft = await (await step(base, p.jar, `/api/resume-drafts/${p.draftId}`)).response.json();
    const updated = await call(client, 'update_resume', {
      resumeId: p.draftId,
      version: draft.resumeDraft.version,
      patch: [{ op: 'replace', path: '/data/personalDetails/jobTitle', value: 'Data Analyst' }],
    });
    expect(updated.isError ?? false, textOf(updated)).toBe(false);
    const { versions } = await (
      await step(base, p.jar, `/api/resume-drafts/${p.draftId}/versions`)
    ).response.json();
    expect(versions[0]).toMatchObject({ reason: 'token', changedBy: 'Test Assistant' });

    // The code was spent: trading it again is refused.
    const reused = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: oauth.verifier,
        redirect_uri: REDIRECT_URL,
        client_id: String(oauth.information?.client_id),
        resource: `${base}/mcp`,
      }),
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a redirect URI the client did not register, and a request without PKCE or with plain PKCE', async () => {
    const p = await person();
    const oauth = new MemoryOAuthClient();
    const { authorizationUrl } = await startFlow(oauth);
    const wrong = new URL(authorizationUrl);
    wrong.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const refused = await step(base, p.jar, wrong.href);
    expect(refused.response.status).toBe(400);
    expect(refused.location).toBeUndefined();
    expect(await refused.response.text()).toContain('redirect_uri');

    const noPkce = new URL(authorizationUrl);
    noPkce.searchParams.delete('code_challenge');
    noPkce.searchParams.delete('code_challenge_method');
    const plain = new URL(authorizationUrl);
    plain.searchParams.set('code_challenge_method', 'plain');
    plain.searchParams.set('code_challenge', 'a'.repeat(43));
    for (const url of [noPkce, plain]) {
      const answer = await step(base, p.jar, url.href);
      expect(answer.location?.origin).toBe(new URL(REDIRECT_URL).origin);
      expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
      expect(answer.location?.searchParams.get('code')).toBeNull();
    }
  });

  it('sends the client access_denied when the user clicks Deny', async () => {
    const p = await person();
    const { authorizationUrl } = await startFlow(new MemoryOAuthClient());
    const landed = await decide(base, p.jar, await openConsent(base, p.jar, authorizationUrl), 'deny');
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('code')).toBeNull();
  });

  it('shows the consent page in the account’s language: Arabic right to left, English as before', async () => {
    const p = await person();
    await t.database.db.update(users).set({ interfaceLanguage: 'ar' }).where(eq(users.id, p.user.id));
    const { authorizationUrl } = await startFlow(new MemoryOAuthClient());
    const page = await step(base, p.jar, await openConsent(base, p.jar, authorizationUrl));
    const html = await page.response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('هل تسمح لـ Test Assistant باستخدام حسابك في Resumable؟');
    expect(html).toContain('>السماح</button>');
    expect(html).not.toContain('Allow');

    // An account with no language of its own: the browser's, and English when it asks for none of ours.
    const q = await person();
    const flow = await startFlow(new MemoryOAuthClient());
    const consentPath = await openConsent(base, q.jar, flow.authorizationUrl);
    const german = await step(base, q.jar, consentPath, { headers: { 'accept-language': 'de-DE,de' } });
    expect(await german.response.text()).toContain('Darf Test Assistant Ihr Resumable-Konto verwenden?');
    const english = await (await step(base, q.jar, consentPath)).response.text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Allow Test Assistant to use your Resumable account?');
  });

  it('lists the assistant in settings, and revoking it there answers 401 at once', async () => {
    const p = await person();
    const { client, oauth } = await connectWithOauth(p.jar);
    const listed = await (await step(base, p.jar, '/api/account/assistants')).response.json();
    expect(listed.assistants).toEqual([
      expect.objectContaining({ clientName: 'Test Assistant', scope: 'resumes:read resumes:write' }),
    ]);
    await call(client, 'list_resumes');
    const revoked = await step(base, p.jar, `/api/account/assistants/${listed.assistants[0].id}`, {
      method: 'DELETE',
      headers: { origin: base },
    });
    expect(revoked.response.status).toBe(200);
    const after = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${oauth.saved?.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('resource_metadata=');
  });

  it('rotates the refresh token at every use and refuses the old one', async () => {
    const p = await person();
    const { oauth } = await connectWithOauth(p.jar);
    const refresh = (refreshToken: string) =>
      fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: String(oauth.information?.client_id),
          resource: `${base}/mcp`,
        }),
      });
    const first = oauth.saved?.refresh_token as string;
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    const tokens = (await renewed.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
    };
    expect(tokens.refresh_token).not.toBe(first);
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect((await refresh(first)).status).toBe(400);
  });

  it('disconnects every assistant when the user signs out everywhere', async () => {
    const p = await person();
    const { oauth } = await connectWithOauth(p.jar);
    const ended = await step(base, p.jar, '/api/sessions/revoke-others', {
      method: 'POST',
      headers: { origin: base },
    });
    expect(ended.response.status).toBe(200);
    expect((await ended.response.json()).tokensRevoked).toBe(1);
    const after = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${oauth.saved?.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
  });

  it('gives a read-scope assistant the read tools only', async () => {
    const p = await person();
    const { client } = await connectWithOauth(p.jar, 'resumes:read');
    await call(client, 'list_resumes');
    const draft = await (await step(base, p.jar, `/api/resume-drafts/${p.draftId}`)).response.json();
    const result = await call(client, 'update_resume', {
      resumeId: p.draftId,
      version: draft.resumeDraft.version,
      patch: [{ op: 'replace', path: '/title', value: 'No' }],
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(writeScopeMessage('update_resume'));
  });
});
