import type { IncomingMessage } from 'node:http';

/** Bounds on reading what remains of a refused body: enough for a client's honest mistake, not a free sink. */
export interface DiscardLimits {
  maxBytes: number;
  maxMs: number;
}

/** At least this much is read, whatever the route's limit: a 6 MB resume or photo sent by mistake still hears why. */
const MIN_DISCARD_BYTES = 16 * 1024 * 1024;
const MAX_DISCARD_MS = 10_000;

/** What is read and thrown away of a body over `limit` bytes: twice the limit, at least 16 MB, within 10 s. */
export const discardLimitsFor = (limit: number): DiscardLimits => ({
  maxBytes: Math.max(2 * limit, MIN_DISCARD_BYTES),
  maxMs: MAX_DISCARD_MS,
});

/**
 * Reads and throws away the rest of a request body, so that a client still sending it is not cut off: closing
 * the connection while it writes makes its own stack fail (EPIPE, ECONNRESET) before it reads the answer,
 * which is how Node's fetch lost the 413 of an oversized body (issue 29 item 5; Apache calls this a lingering
 * close). True when the body ended within the limits, so the connection may serve another request; false when
 * it did not (too long, too slow, or the client went away), so the connection must close after the answer.
 */
export function discardBody(stream: IncomingMessage, { maxBytes, maxMs }: DiscardLimits): Promise<boolean> {
  if (stream.complete || stream.readableEnded) return Promise.resolve(true);
  if (stream.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (isEnded: boolean) => {
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onStop);
      stream.off('close', onStop);
      resolve(isEnded);
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onStop = () => finish(false);
    const timer = setTimeout(onStop, maxMs);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onStop);
    stream.on('close', onStop);
    stream.resume();
  });
}
