// Development SMS sink: prints each message and keeps the latest in memory for GET /__dev/outbox.
// Never used in production (see index.server.ts), so codes never end up in production logs.
import type { SmsMessage, SmsProvider } from "./types";
import { singleton } from "~/utils/singleton.server";

export interface OutboxEntry extends SmsMessage {
  date: string;
}

const MAX_ENTRIES = 200;

function entries(): OutboxEntry[] {
  return singleton("sms-outbox", () => [] as OutboxEntry[]);
}

/** Newest first. */
export function listOutbox(): OutboxEntry[] {
  return [...entries()].reverse();
}

export function createOutboxProvider(): SmsProvider {
  return {
    name: "outbox",
    async send({ to, message }) {
      const list = entries();
      list.push({ to, message, date: new Date().toISOString() });
      if (list.length > MAX_ENTRIES) list.splice(0, list.length - MAX_ENTRIES);
      console.log(`[sms outbox] to ${to}: ${message}`);
    },
  };
}
