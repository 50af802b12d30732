import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * Counters that only some outcomes consume (failed logins) or that are keyed by a body field (the e-mail), so
 * they run inside the handler through the rate-limit plugin's store: Redis when REDIS_URL is set, memory
 * otherwise. Keys carry a prefix naming the limit so two limits never share a counter.
 */
export interface OutcomeLimiter {
  /** Throws 429 with Retry-After when the key has used its allowance; consumes nothing. */
  check(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** Counts one use against the key. */
  consume(request: FastifyRequest, key: string): Promise<void>;
}

export function tooManyRequests(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`);
}

export function createOutcomeLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number },
): OutcomeLimiter {
  // The plugin's limiter reads its key from the request; each call passes the key through this map.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${keys.get(request) ?? request.ip}`,
  });
  return {
    async check(request, reply, key) {
      keys.set(request, key);
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining <= 0) throw tooManyRequests(reply, status.ttl);
    },
    async consume(request, key) {
      keys.set(request, key);
      await limiter(request);
    },
  };
}

export const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
export const ONE_HOUR_MS = 60 * 60 * 1000;
