// The event bus between instances: Redis pub/sub with REDIS_URL; without it, PostgreSQL's
// LISTEN/NOTIFY when several workers share the machine (pg-bus.server.ts, decision 087), and
// in-process for one process alone.
// Services publish after their transaction commits: publish({channel, type, payload}).
import { EventEmitter } from "node:events";
import { RESYNC_CHANNEL } from "~/realtime/channels";
import type { EventBus, LiveEvent } from "~/realtime/events";
import type { Redis } from "~/infra/redis.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { logger } from "~/infra/logger.server";
import { pgBus } from "~/realtime/pg-bus.server";

const REDIS_CHANNEL = "bestelinfo:events";

export type { EventBus };

function memoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: "memory",
    async publish(event) {
      emitter.emit("event", event);
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

async function redisBus(client: Redis): Promise<EventBus> {
  const subscriber = client.duplicate();
  subscriber.on("error", (err: Error) => logger().error({ area: "bus" }, `${err.message}`));
  await subscriber.connect();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // Redis gone and back: what was published meanwhile never arrived, so every page here catches up
  // (ws.server.ts tells each socket "joined" again). The client resubscribes by itself on reconnect.
  let lost = false;
  // the first sign of trouble is told once: what caches events invalidate stops trusting them
  const lose = () => {
    if (lost) return;
    lost = true;
    local.emit("event", { channel: RESYNC_CHANNEL, type: "lost", payload: null } satisfies LiveEvent);
  };
  subscriber.on("end", lose);
  subscriber.on("error", lose);
  subscriber.on("reconnecting", lose);
  subscriber.on("ready", () => {
    if (!lost) return;
    lost = false;
    local.emit("event", { channel: RESYNC_CHANNEL, type: "resync", payload: null } satisfies LiveEvent);
  });
  await subscriber.subscribe(REDIS_CHANNEL, (message: string) => {
    try {
      local.emit("event", JSON.parse(message) as LiveEvent);
    } catch {
      logger().error({ area: "bus" }, "dropped a malformed message");
    }
  });
  return {
    kind: "redis",
    async publish(event) {
      try {
        await client.publish(REDIS_CHANNEL, JSON.stringify(event));
      } catch (err) {
        // Redis down: this instance's own pages still hear it; the others catch up when it is back
        local.emit("event", event);
        throw err;
      }
    },
    subscribe(listener) {
      local.on("event", listener);
      return () => local.off("event", listener);
    },
    async close() {
      local.removeAllListeners();
      await subscriber.quit().catch(() => subscriber.destroy());
    },
  };
}

export async function initBus(
  redis?: Redis,
  { sharedDatabaseUrl }: { sharedDatabaseUrl?: string } = {},
): Promise<EventBus> {
  const existing = getSingleton<EventBus>("bus");
  if (existing) return existing;
  if (redis) return setSingleton("bus", await redisBus(redis));
  return setSingleton("bus", sharedDatabaseUrl ? await pgBus(sharedDatabaseUrl) : memoryBus());
}

export function getBus(): EventBus {
  return getSingleton<EventBus>("bus") ?? setSingleton("bus", memoryBus());
}

/** Publish after commit. A failed publish never fails the use case that caused it. */
export async function publish(event: LiveEvent): Promise<void> {
  try {
    await getBus().publish(event);
  } catch (err) {
    logger().error({ area: "bus" }, `publish failed: ${(err as Error).message}`);
  }
}

export async function closeBus(): Promise<void> {
  const bus = getSingleton<EventBus>("bus");
  if (bus) {
    setSingleton("bus", undefined);
    await bus.close();
  }
}
