// Rate limits for login codes, password tries, sign-ups and the like, on rate-limiter-flexible
// (decision 070): in Redis when REDIS_URL is set, so a limit holds across instances, with an
// in-memory "insurance" limiter that counts in this process while Redis is down — a Redis outage
// makes the limits per instance for a while instead of failing the requests (docs/issues/035.md §5). Without
// Redis the counts live in process memory: this process's alone, or, for the workers of one machine,
// the primary's, asked over the cluster's IPC channel (decision 087), so a limit holds across workers.
// const { allowed } = await hitLimit("code:phone:+31612345678", { limit: 3, windowMs: 600_000 });
import cluster from "node:cluster";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getRedis, type Redis } from "~/infra/redis.server";
import { singleton } from "~/infra/singleton.server";
import { logger } from "~/infra/logger.server";

export interface Limit {
  limit: number;
  /** Whole seconds (rate-limiter-flexible counts in seconds). */
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

const PREFIX = "bestelinfo:rl2";

/** One limiter per limit and store; a new Redis client (a test's, a reconnect's singleton) gets its own. */
function limiterFor({ limit, windowMs }: Limit): RateLimiterAbstract {
  const redis = getRedis();
  const limiters = singleton(
    "rate-limiters",
    () => new Map<string, { client: Redis | undefined; limiter: RateLimiterAbstract }>(),
  );
  const id = `${limit}/${windowMs}`;
  const known = limiters.get(id);
  if (known && known.client === redis) return known.limiter;
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix: `${PREFIX}:${id}` });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: `${PREFIX}:${id}`,
        points: limit,
        duration,
        insuranceLimiter: memory,
        // Redis down: straight to the insurance limiter, no command sent to a closed connection
        rejectIfRedisNotReady: true,
      })
    : cluster.isWorker
      ? // a worker of several (server.ts): the primary counts for all of them (its RateLimiterClusterMaster)
        new RateLimiterCluster({ points: limit, duration, keyPrefix: `${PREFIX}:${id}`, timeoutMs: 1_000 })
      : memory;
  limiters.set(id, { client: redis, limiter });
  return limiter;
}

/** Counts one hit against key and says whether it is within the limit. */
export async function hitLimit(key: string, limit: Limit): Promise<LimitResult> {
  try {
    const res = await limiterFor(limit).consume(key, 1);
    return { allowed: true, count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
  } catch (res) {
    if (res instanceof RateLimiterRes)
      return { allowed: false, count: res.consumedPoints, retryAfterMs: res.msBeforeNext };
    throw res;
  }
}

/** Whether key is still within its limit, without counting a hit (count failures only with hitLimit). */
export async function withinLimit(key: string, limit: Limit): Promise<boolean> {
  const res = await limiterFor(limit).get(key);
  return !res || res.consumedPoints < limit.limit;
}

/** Takes back one hit counted with hitLimit (a try that turned out to be no failure). */
export async function giveBackHit(key: string, limit: Limit): Promise<void> {
  await limiterFor(limit).reward(key, 1);
}

/** Forgets a key, e.g. the tries of a phone after a successful login. */
export async function resetLimit(key: string, limit: Limit): Promise<void> {
  await limiterFor(limit).delete(key);
}

const DISTINCT_PREFIX = "bestelinfo:rl:d:";
const DISTINCT_CAP = 1000;

function distinctMemory(): Map<string, { members: Set<string>; resetAt: number }> {
  return singleton("rate-limit-distinct", () => new Map<string, { members: Set<string>; resetAt: number }>());
}

/**
 * Counts distinct members under key (e.g. the different unknown printer MACs one IP tried): a
 * guesser runs through many, a forgotten device repeating one value does not. With `member` null
 * it only reads the count. A set, not a rate: rate-limiter-flexible has no such limiter, so it is a
 * Redis set with an expiry — and this process's memory while Redis is down.
 */
export async function distinctHits(key: string, member: string | null, windowMs: number): Promise<number> {
  const redis = getRedis();
  if (redis?.isReady) {
    try {
      const full = DISTINCT_PREFIX + key;
      if (member === null) return Number(await redis.sCard(full));
      if (Number(await redis.sCard(full)) < DISTINCT_CAP) await redis.sAdd(full, member);
      await redis.pExpire(full, windowMs, "NX");
      return Number(await redis.sCard(full));
    } catch (err) {
      logger().warn({ area: "rate-limit", err }, "distinct count in memory: Redis failed");
    }
  }
  const now = Date.now();
  const store = distinctMemory();
  let entry = store.get(key);
  if (!entry || entry.resetAt <= now) {
    if (member === null) return 0;
    if (store.size >= 10_000) for (const [k, e] of store) if (e.resetAt <= now) store.delete(k);
    entry = { members: new Set(), resetAt: now + windowMs };
    store.set(key, entry);
  }
  if (member !== null && entry.members.size < DISTINCT_CAP) entry.members.add(member);
  return entry.members.size;
}
