import type { QueryFunction } from '@tanstack/react-query';
import { getLanguageState } from './i18n/language-store';

/** A non-OK answer. Its message is the spec's '{status}: {body}' text; `body` is the parsed JSON when there is one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's own `error` text when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown; message?: unknown } | null;
    if (body && typeof body.error === 'string') return body.error;
    if (body && typeof body.message === 'string') return body.message;
    return undefined;
  }

  get fieldErrors(): Record<string, string> | undefined {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors))
      return errors as Record<string, string>;
    return undefined;
  }
}

export async function throwIfNotOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const text = (await response.text().catch(() => '')) || response.statusText;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(response.status, text, body);
}

/**
 * Every call sends cookies; a JSON content type goes only with a body (spec section 7). Resolves to the
 * Response when OK, otherwise throws ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init: Pick<RequestInit, 'signal' | 'keepalive'> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...languageHeaders(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  return throwIfNotOk(response);
}

export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  init?: Pick<RequestInit, 'signal'>,
) {
  const response = await apiRequest(method, url, body, init);
  return (await response.json()) as T;
}

/** The default query: GET the key's segments joined with '/', read as JSON; 401 throws (the spec's setting). */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const url = queryKey.map(String).join('/');
  const response = await fetch(url, { credentials: 'include', signal, headers: languageHeaders() });
  await throwIfNotOk(response);
  return response.json();
};

/**
 * The interface language, so the server's error texts come in it (issue 33): the browser's own Accept-Language
 * may name another. English, and the pseudo-language, leave the browser's header as it is.
 */
function languageHeaders(): Record<string, string> {
  const { language } = getLanguageState();
  return language === 'en' || language === 'xx' ? {} : { 'Accept-Language': language };
}

/**
 * The `lang` of a text the server wrote: in the page's language, except under the pseudo-language, which the
 * server does not have (it answers English then).
 */
export function serverTextLang(language: string): 'en' | undefined {
  return language === 'xx' ? 'en' : undefined;
}
