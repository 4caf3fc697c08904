// Development sink for SMS and mail: prints each message and keeps the latest in memory for
// GET /__dev/outbox. Never used in production (see index.server.ts here and in ../mail), so codes
// and links never end up in production logs.
import type { SmsMessage, SmsProvider } from "./types";
import { singleton } from "~/infra/singleton.server";

export interface OutboxEntry extends SmsMessage {
  /** Absent on an SMS (the list's first shape); "mail" on a mail (decision 080). */
  channel?: "sms" | "mail";
  subject?: string;
  html?: string | null;
  /** A mail's attachments by file name. */
  attachments?: string[];
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

export function addOutboxEntry(entry: Omit<OutboxEntry, "date">): void {
  const list = entries();
  list.push({ ...entry, date: new Date().toISOString() });
  if (list.length > MAX_ENTRIES) list.splice(0, list.length - MAX_ENTRIES);
}

export function createOutboxProvider(): SmsProvider {
  return {
    name: "outbox",
    async send({ to, message }) {
      addOutboxEntry({ to, message });
      console.log(`[sms outbox] to ${to}: ${message}`);
    },
  };
}
