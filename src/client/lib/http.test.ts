import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, defaultQueryFn } from './http';
import { setLanguageState } from './i18n/language-store';
import { createQueryClient } from './query-client';

/** A fetch that records each call and answers with the given status and body. */
function stubFetch(status: number, body: string, statusText = '') {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === '' ? null : body, { status, statusText });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies, and a JSON content type only with a body (spec section 7)', async () => {
    const calls = stubFetch(200, '{"ok":true}');
    await apiRequest('POST', '/api/thing', { a: 1 });
    await apiRequest('DELETE', '/api/thing/1');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(calls[1]?.init).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(calls[1]?.init?.body).toBeUndefined();
  });

  it('asks for answers in the interface language, and leaves English to the browser', async () => {
    const calls = stubFetch(200, '{"ok":true}');
    try {
      setLanguageState('fr', null);
      await apiRequest('GET', '/api/thing');
      await defaultQueryFn({ queryKey: ['/api/thing'], signal: new AbortController().signal } as never);
    } finally {
      setLanguageState('en', null);
    }
    await apiRequest('GET', '/api/thing');
    expect(calls[0]?.init?.headers).toEqual({ 'Accept-Language': 'fr' });
    expect(calls[1]?.init?.headers).toEqual({ 'Accept-Language': 'fr' });
    expect(calls[2]?.init?.headers).toEqual({});
  });

  it("turns a non-OK answer into the error text '{status}: {body}', keeping the parsed body", async () => {
    stubFetch(409, '{"success":false,"error":"Stale version","errors":{"title":"Too long"}}');
    const error = await apiRequest('PUT', '/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(
      '409: {"success":false,"error":"Stale version","errors":{"title":"Too long"}}',
    );
    expect(apiError.status).toBe(409);
    expect(apiError.serverMessage).toBe('Stale version');
    expect(apiError.fieldErrors).toEqual({ title: 'Too long' });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('the default query', () => {
  it('GETs the key segments joined with a slash, with cookies, read as JSON', async () => {
    const calls = stubFetch(200, '{"resumeDrafts":[]}');
    const client = new QueryClient();
    const data = await defaultQueryFn({
      queryKey: ['/api/resume-drafts/user', 'u1'],
      signal: new AbortController().signal,
      meta: undefined,
      client,
    } as Parameters<typeof defaultQueryFn>[0]);
    expect(data).toEqual({ resumeDrafts: [] });
    expect(calls[0]?.url).toBe('/api/resume-drafts/user/u1');
    expect(calls[0]?.init).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 (the spec sets the 401 handling to throw)', async () => {
    stubFetch(401, '{"success":false,"error":"Not signed in"}');
    const client = new QueryClient();
    await expect(
      defaultQueryFn({
        queryKey: ['/api/current-user'],
        signal: new AbortController().signal,
        meta: undefined,
        client,
      } as Parameters<typeof defaultQueryFn>[0]),
    ).rejects.toThrow('401: {"success":false,"error":"Not signed in"}');
  });
});

describe('the query client', () => {
  it('has the spec defaults: never stale, no refetch on focus, no polling, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      queryFn: defaultQueryFn,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
