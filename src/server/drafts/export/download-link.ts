import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { EXPORT_FORMATS, type ExportFormat } from '../../../domain/export-api';

/**
 * Signed download links (ADR 0088): what the MCP tool render_resume gives an assistant, which holds a token
 * but no cookie, and whose user may open the link in a browser that holds neither. The link carries the user,
 * the draft, the format and an expiry, signed with a key derived from SESSION_SECRET; the download route checks
 * the signature and the time, then scopes the draft by that user and checks the plan again, as the cookie
 * download does. Nothing is stored: a link cannot be revoked, so it lives five minutes.
 */

export const DOWNLOAD_LINK_TTL_MS = 5 * 60_000;
export const DOWNLOAD_LINK_PATH = '/api/downloads';

export interface DownloadGrant {
  userId: string;
  draftId: string;
  format: ExportFormat;
  /** When the link stops working. */
  expiresAt: Date;
}

const keyOf = (serverSecret: string) =>
  createHash('sha256').update(`resumable-download-link:${serverSecret}`).digest();

const sign = (payload: string, serverSecret: string) =>
  createHmac('sha256', keyOf(serverSecret)).update(payload).digest('base64url');

/** The link's opaque part: the grant in base64url, a dot, its HMAC-SHA256. */
export function signDownloadGrant(grant: DownloadGrant, serverSecret: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: grant.userId,
      d: grant.draftId,
      f: grant.format,
      e: Math.floor(grant.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(payload, serverSecret)}`;
}

/** The grant of a link, or undefined when it was not signed here, was changed, or has expired. */
export function readDownloadGrant(
  token: string,
  serverSecret: string,
  now: Date = new Date(),
): DownloadGrant | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(payload, serverSecret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields: { u?: unknown; d?: unknown; f?: unknown; e?: unknown };
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { u, d, f, e } = fields;
  if (typeof u !== 'string' || typeof d !== 'string' || typeof e !== 'number') return undefined;
  if (!EXPORT_FORMATS.includes(f as ExportFormat)) return undefined;
  if (e * 1000 <= now.getTime()) return undefined;
  return { userId: u, draftId: d, format: f as ExportFormat, expiresAt: new Date(e * 1000) };
}
