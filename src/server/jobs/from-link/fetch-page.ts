import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

/**
 * Reads a job posting's page for "save from link" (issue 35 item 6) without letting a link reach what it must
 * not: http and https only, no credentials in the address; every address a host resolves to must be public,
 * checked at connection time on the address actually used (so a DNS answer cannot change between the check and
 * the connection), for each redirect too (at most 3); 2 MB and 5 s at most; no cookies or credentials sent.
 */

export type LinkFailure =
  | 'invalid_url'
  | 'not_public'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'not_html'
  | 'needs_sign_in'
  | 'not_found'
  | 'unreachable'
  | 'no_posting';

const MESSAGES: Record<LinkFailure, string> = {
  invalid_url: "Please enter the job posting's web address, starting with http:// or https://.",
  not_public:
    "That address is not on the public internet, so it can't be read. Paste the job's text instead.",
  too_many_redirects: "That page sends visitors on through too many redirects. Paste the job's text instead.",
  too_large: "That page is larger than 2 MB. Paste the job's text instead.",
  timeout: "That page took more than 5 seconds to answer. Try again, or paste the job's text instead.",
  not_html: "That address is a file, not a web page. Paste the job's text instead.",
  needs_sign_in: 'That page needs a sign-in; paste the text instead.',
  not_found: "That page was not found. Check the link, or paste the job's text instead.",
  unreachable: "That page could not be reached. Check the link, or paste the job's text instead.",
  no_posting: "No job posting was found on that page. Paste the job's text instead.",
};

export class LinkError extends Error {
  override name = 'LinkError';
  constructor(readonly code: LinkFailure) {
    super(MESSAGES[code]);
  }
}

export interface FetchPolicy {
  /** Whether a resolved address may be reached; tests allow their own local server through this alone. */
  isAllowed: (address: string) => boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const PUBLIC_ONLY: FetchPolicy = {
  isAllowed: isPublicAddress,
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
};

export interface FetchedPage {
  /** The address the page was read from, after redirects. */
  url: string;
  html: string;
}

/** The address to read, or a LinkError: http(s), a host, no user name or password. */
export function linkTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new LinkError('invalid_url');
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) {
    throw new LinkError('invalid_url');
  }
  return url;
}

/** Resolves like the system does, but answers only with addresses the policy allows, else 'not_public'. */
function guardedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      // A host with any refused address is refused whole: round-robin DNS must not reach inside.
      if (list.length === 0 || list.some((entry) => !policy.isAllowed(entry.address))) {
        return callback(new LinkError('not_public'), '', 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as { address: string; family: number };
      callback(null, first.address, first.family);
    });
  };
}

interface Answer {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
}

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Answer> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !policy.isAllowed(literal)) return Promise.reject(new LinkError('not_public'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(policy),
        // Nothing of the user's: no cookies, no credentials, a plain identification.
        headers: {
          'user-agent': 'ResumableJobReader/1.0 (+saving a job posting a user linked)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        const location = response.headers.location;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, contentType, body: Buffer.alloc(0), ...(location ? { location } : {}) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          response.destroy();
          reject(new LinkError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            reject(new LinkError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal): LinkError {
  if (error instanceof LinkError) return error;
  if (signal.aborted) return new LinkError('timeout');
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (cause instanceof LinkError) return cause;
  return new LinkError('unreachable');
}

export async function fetchPage(raw: string, policy: FetchPolicy = PUBLIC_ONLY): Promise<FetchedPage> {
  let url = linkTarget(raw);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      let answer: Answer;
      try {
        answer = await requestOnce(url, policy, controller.signal);
      } catch (error) {
        throw failureOf(error, controller.signal);
      }
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop >= policy.maxRedirects) throw new LinkError('too_many_redirects');
        url = linkTarget(new URL(answer.location, url).toString());
        continue;
      }
      if (answer.status === 401 || answer.status === 403) throw new LinkError('needs_sign_in');
      if (answer.status === 404 || answer.status === 410) throw new LinkError('not_found');
      if (answer.status < 200 || answer.status >= 300) throw new LinkError('unreachable');
      if (answer.contentType && !/html|xml/i.test(answer.contentType)) throw new LinkError('not_html');
      const charset = /charset=([\w-]+)/i.exec(answer.contentType)?.[1]?.toLowerCase() ?? 'utf-8';
      let html: string;
      try {
        html = new TextDecoder(charset).decode(answer.body);
      } catch {
        html = answer.body.toString('utf8');
      }
      return { url: url.toString(), html };
    }
  } finally {
    clearTimeout(timer);
  }
}
