// Fixed-window counters for login codes and tries. In Redis when REDIS_URL is set, so a limit holds
// across instances; in process memory otherwise (one instance, development, tests).
// const { allowed } = await hitLimit("code:phone:+31612345678", { limit: 3, windowMs: 600_000 });
import { getRedis } from "~/server/redis.server";
import { singleton } from "~/utils/singleton.server";

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
}

const PREFIX = "bestelinfo:rl:";
// One round trip, atomic: the window starts with the first hit and the key always expires.
const INCR_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

function memory(): Map<string, { count: number; resetAt: number }> {
  return singleton("rate-limit-memory", () => new Map<string, { count: number; resetAt: number }>());
}

function sweep(store: Map<string, { count: number; resetAt: number }>, now: number) {
  // keeps memory bounded under a flood of distinct keys (one per phone or IP)
  if (store.size < 10_000) return;
  for (const [key, entry] of store) if (entry.resetAt <= now) store.delete(key);
}

/** Counts one hit against key and says whether it is within the limit. */
export async function hitLimit(key: string, { limit, windowMs }: Limit): Promise<LimitResult> {
  const redis = getRedis();
  if (redis) {
    const full = PREFIX + key;
    const [count, ttl] = (await redis.eval(INCR_SCRIPT, { keys: [full], arguments: [String(windowMs)] })) as [
      number,
      number,
    ];
    return { allowed: count <= limit, count, retryAfterMs: Math.max(0, ttl) };
  }
  const now = Date.now();
  const store = memory();
  sweep(store, now);
  let entry = store.get(key);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + windowMs };
    store.set(key, entry);
  }
  entry.count += 1;
  return { allowed: entry.count <= limit, count: entry.count, retryAfterMs: entry.resetAt - now };
}

/** Whether key is still within its limit, without counting a hit (count failures only with hitLimit). */
export async function withinLimit(key: string, { limit }: Limit): Promise<boolean> {
  const redis = getRedis();
  if (redis) return Number((await redis.get(PREFIX + key)) ?? 0) < limit;
  const entry = memory().get(key);
  return !entry || entry.resetAt <= Date.now() || entry.count < limit;
}

/** Forgets a key, e.g. the tries of a phone after a successful login. */
export async function resetLimit(key: string): Promise<void> {
  const redis = getRedis();
  if (redis) await redis.del(PREFIX + key);
  else memory().delete(key);
}

const DISTINCT_CAP = 1000;
const DISTINCT_SCRIPT = `if redis.call('SCARD', KEYS[1]) < ${DISTINCT_CAP} then redis.call('SADD', KEYS[1], ARGV[1]) end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return redis.call('SCARD', KEYS[1])`;

function distinctMemory(): Map<string, { members: Set<string>; resetAt: number }> {
  return singleton("rate-limit-distinct", () => new Map<string, { members: Set<string>; resetAt: number }>());
}

/**
 * Counts distinct members under key (e.g. the different unknown printer MACs one IP tried): a
 * guesser runs through many, a forgotten device repeating one value does not.
 * With `member` null it only reads the count.
 */
export async function distinctHits(key: string, member: string | null, windowMs: number): Promise<number> {
  const redis = getRedis();
  if (redis) {
    const full = `${PREFIX}d:${key}`;
    if (member === null) return Number(await redis.sCard(full));
    return Number(await redis.eval(DISTINCT_SCRIPT, { keys: [full], arguments: [member, String(windowMs)] }));
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
