import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/connection';

/** A dependency that does not answer within this long counts as down: a load balancer must not wait on it. */
export const PING_TIMEOUT_MS = 2000;

export type DependencyState = 'ok' | 'down';
export interface ReadinessChecks {
  database: DependencyState;
  /** Present only when REDIS_URL is configured. */
  redis?: DependencyState;
}

/** Resolves when `ping` does, rejects when it fails or takes longer than PING_TIMEOUT_MS. */
export async function withinTimeout(ping: () => Promise<unknown>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ping timed out`)), PING_TIMEOUT_MS);
  });
  await Promise.race([ping(), timeout]).finally(() => clearTimeout(timer));
}

/** Pings every dependency at once; each failure is reported to `onFailure` for the log, never thrown. */
export async function checkReadiness(
  dependencies: { database: DatabaseHandle; redis?: Redis },
  onFailure: (dependency: keyof ReadinessChecks, error: unknown) => void,
): Promise<ReadinessChecks> {
  const state = async (
    name: keyof ReadinessChecks,
    ping: () => Promise<unknown>,
  ): Promise<DependencyState> => {
    try {
      await withinTimeout(ping, name);
      return 'ok';
    } catch (error) {
      onFailure(name, error);
      return 'down';
    }
  };
  const { redis } = dependencies;
  const [database, redisState] = await Promise.all([
    state('database', () => dependencies.database.ping()),
    redis ? state('redis', () => redis.ping()) : undefined,
  ]);
  return redisState ? { database, redis: redisState } : { database };
}
