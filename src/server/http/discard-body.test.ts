import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { discardBody, discardLimitsFor } from './discard-body';

const request = () => new PassThrough() as unknown as IncomingMessage & PassThrough;
const LIMITS = { maxBytes: 1000, maxMs: 200 };

describe('discardBody', () => {
  it('reads a body to its end and says the connection may go on', async () => {
    const body = request();
    const discarded = discardBody(body, LIMITS);
    body.write(Buffer.alloc(600));
    body.end(Buffer.alloc(300));
    await expect(discarded).resolves.toBe(true);
  });

  it('stops past its byte bound, so the connection closes', async () => {
    const body = request();
    const discarded = discardBody(body, LIMITS);
    body.write(Buffer.alloc(600));
    body.write(Buffer.alloc(600));
    await expect(discarded).resolves.toBe(false);
  });

  it('stops at its time bound when the client sends too slowly', async () => {
    const body = request();
    const started = Date.now();
    await expect(discardBody(body, LIMITS)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('stops when the client goes away', async () => {
    const body = request();
    const discarded = discardBody(body, LIMITS);
    body.destroy();
    await expect(discarded).resolves.toBe(false);
  });

  it('reads twice the limit, and at least 16 MB, within 10 seconds', () => {
    expect(discardLimitsFor(1024 * 1024)).toEqual({ maxBytes: 16 * 1024 * 1024, maxMs: 10_000 });
    expect(discardLimitsFor(20 * 1024 * 1024).maxBytes).toBe(40 * 1024 * 1024);
  });
});
