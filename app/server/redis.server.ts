// Redis connections, only when REDIS_URL is set. One command client; pub/sub uses duplicates.
import { createClient, type RedisClientType } from "redis";
import { getSingleton, setSingleton } from "~/utils/singleton.server";

export type Redis = RedisClientType;

export async function connectRedis(url: string): Promise<Redis> {
  const existing = getSingleton<Redis>("redis");
  if (existing) return existing;
  const client: Redis = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  });
  client.on("error", (err: Error) => console.error(`[redis] ${err.message}`));
  await client.connect();
  return setSingleton("redis", client);
}

export function getRedis(): Redis | undefined {
  return getSingleton<Redis>("redis");
}

export async function closeRedis(): Promise<void> {
  const client = getSingleton<Redis>("redis");
  if (client) {
    setSingleton("redis", undefined);
    await client.quit().catch(() => client.destroy());
  }
}
