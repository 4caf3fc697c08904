// Redis connections, only when REDIS_URL is set. One command client; pub/sub uses duplicates.
import { createClient, type RedisClientType } from "redis";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { logger } from "~/infra/logger.server";

export type Redis = RedisClientType;

export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export async function connectRedis(url: string): Promise<Redis> {
  const existing = getSingleton<Redis>("redis");
  if (existing) return existing;
  const client: Redis = createClient({
    url,
    // Fail fast (docs/issues/014.md §13): while Redis is unreachable a command is refused at once instead of
    // queued until it is back, and a command Redis does not answer gives up after a second; the
    // client keeps reconnecting, so the first request after Redis returns uses it again.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    // a short ceiling between tries: Redis back after a long outage is used again within half a
    // second, not after the 2 s a doubling wait would have reached (docs/issues/035.md §6)
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(50 + retries * 50, 500) },
  });
  client.on("error", (err: Error) => logger().error({ area: "redis" }, `${err.message}`));
  await client.connect();
  return setSingleton("redis", client);
}

/** False while a configured Redis is unreachable (the client reconnects in the background). */
export function redisReady(): boolean {
  const client = getSingleton<Redis>("redis");
  return !client || client.isReady;
}

export function getRedis(): Redis | undefined {
  return getSingleton<Redis>("redis");
}

export async function closeRedis(): Promise<void> {
  const client = getSingleton<Redis>("redis");
  if (client) {
    setSingleton("redis", undefined);
    // a client still reconnecting to a Redis that is down would wait for it forever to say QUIT
    if (client.isReady) await client.quit().catch(() => client.destroy());
    else client.destroy();
  }
}
