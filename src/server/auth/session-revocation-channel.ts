import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Revocation, SessionCache } from './session-cache';

export const REVOCATION_CHANNEL = 'resumable:session-revoked';
/** How long a start waits for the subscription before serving without it (ioredis keeps trying). */
const SUBSCRIBE_WAIT_MS = 3_000;
/** How long a sign-out waits for Redis to take its revocation before answering anyway. */
const PUBLISH_WAIT_MS = 500;

/**
 * Carries session revocations between processes over Redis pub/sub (ADR 0063): what one process ends, every
 * other forgets from its cache at once instead of honouring it for up to five more seconds. Pub/sub delivers
 * only to those listening now, which is all a cache needs: a process that was not listening has nothing cached
 * from before, and one whose subscription dropped clears its cache when it is back.
 */
export async function connectRevocationChannel(options: {
  cache: SessionCache;
  /** The app's command connection, used to publish. */
  redis: Redis;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const { cache, redis, log } = options;
  const origin = randomUUID();
  // A connection in subscriber mode can do nothing else; it queues the subscribe until it is connected.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'redis subscriber connection error'));
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost, so what
    // this process cached may have been revoked (at the first connection the cache is empty anyway).
    cache.clear();
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REVOCATION_CHANNEL) return;
    const message = parseMessage(text);
    if (message && message.origin !== origin) cache.apply(message.revocation);
  });
  // A Redis that is down at start must not stop the start: the subscription completes when it is back.
  const subscribed = subscriber.subscribe(REVOCATION_CHANNEL);
  subscribed.catch((error: unknown) => log.warn({ err: error }, 'session revocation channel not subscribed'));
  const isSubscribed = await Promise.race([
    subscribed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS, false).unref()),
  ]).catch(() => false);
  if (!isSubscribed) log.warn('session revocation channel not yet subscribed: Redis does not answer');

  cache.onRevoke = async (revocation) => {
    const published = redis.publish(REVOCATION_CHANNEL, JSON.stringify({ origin, ...revocation }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), PUBLISH_WAIT_MS);
    });
    try {
      await Promise.race([published, timeout]);
    } catch (error) {
      // The others then honour the session until their cache entry is five seconds old (ADR 0016).
      log.warn({ err: error }, 'session revocation not published');
      published.catch(() => {});
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    close: async () => {
      cache.onRevoke = undefined;
      // Not quit(): with Redis down it would wait in the offline queue for a connection that never comes.
      subscriber.disconnect();
    },
  };
}

function parseMessage(text: string): { origin: string; revocation: Revocation } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { origin, sid, userId } = value as Record<string, unknown>;
    if (typeof origin !== 'string') return undefined;
    if (typeof sid === 'string') return { origin, revocation: { sid } };
    if (typeof userId === 'string') return { origin, revocation: { userId } };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}
