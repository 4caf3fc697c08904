// The event bus between the workers of one machine without Redis (decision 087): PostgreSQL's
// LISTEN/NOTIFY. Every worker listens on one dedicated connection and publishes through the pool;
// its own events come back to it through the database like everyone else's, as with Redis. An
// event larger than a NOTIFY may carry (8,000 bytes) travels as the id of a row in
// live_event_overflow. A listening connection lost and found again makes every page here catch up
// (RESYNC_CHANNEL), as the Redis bus does.
import { EventEmitter } from "node:events";
import { pgListen } from "~/infra/pg-listener.server";
import { getDb } from "~/db.server";
import { logger } from "~/infra/logger.server";
import { notify, readOverflow, storeOverflow } from "~/models/live-events.server";
import { RESYNC_CHANNEL } from "~/realtime/channels";
import type { EventBus, LiveEvent } from "~/realtime/events";

export const PG_CHANNEL = "bestelinfo_events";
/** NOTIFY's payload limit is 8,000 bytes; what is larger goes by reference. */
const NOTIFY_MAX_BYTES = 7_900;
const REF = /^\{"ref":(\d+)\}$/;

export async function pgBus(url: string): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const log = (msg: string) => logger().error({ area: "bus" }, msg);
  let lost = false;

  const deliver = (text: string) => {
    try {
      local.emit("event", JSON.parse(text) as LiveEvent);
    } catch {
      log("dropped a malformed message");
    }
  };
  const listener = await pgListen(url, PG_CHANNEL, {
    notification(payload) {
      const ref = REF.exec(payload);
      if (!ref) return deliver(payload);
      readOverflow(getDb(), { id: Number(ref[1]) }).then(
        (body) => (body === null ? log(`event ${ref[1]} no longer stored`) : deliver(body)),
        (err: unknown) => log(`event ${ref[1]} not read: ${(err as Error).message}`),
      );
    },
    lost() {
      if (!lost) local.emit("event", { channel: RESYNC_CHANNEL, type: "lost", payload: null } satisfies LiveEvent);
      lost = true;
    },
    listening() {
      if (!lost) return;
      lost = false;
      local.emit("event", { channel: RESYNC_CHANNEL, type: "resync", payload: null } satisfies LiveEvent);
    },
    error: log,
  });

  return {
    kind: "postgres",
    async publish(event) {
      const text = JSON.stringify(event);
      try {
        const payload =
          Buffer.byteLength(text) <= NOTIFY_MAX_BYTES
            ? text
            : JSON.stringify({ ref: await storeOverflow(getDb(), { body: text }) });
        await notify(getDb(), { channel: PG_CHANNEL, payload });
      } catch (err) {
        // the database is away: this worker's own pages still hear it, the others catch up later
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
      await listener.close();
    },
  };
}
