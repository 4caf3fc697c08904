// The dev outbox as a route sees it: null in production, where it must not exist.
import { outboxEnabled } from "~/integrations/sms/index.server";
import { listOutbox, type OutboxEntry } from "~/integrations/sms/outbox.server";

export function listDevOutbox(): OutboxEntry[] | null {
  return outboxEnabled() ? listOutbox() : null;
}
