// A host's own wording of the customer messages (notification_templates), always for one host.
// No row means our default text (domain/message-templates.ts).
import type { Knex } from "knex";
import type { TemplateKey } from "~/domain/message-templates";

export interface HostTemplateRow {
  type: string;
  sub: string;
  message: string;
}

export async function listHostTemplates(db: Knex, { hostId }: { hostId: number }): Promise<HostTemplateRow[]> {
  return db("notification_templates").where({ host_id: hostId, active: true }).select("type", "sub", "message");
}

export async function saveHostTemplate(
  db: Knex,
  { hostId, key, message }: { hostId: number; key: TemplateKey; message: string },
): Promise<void> {
  await db("notification_templates")
    .insert({ host_id: hostId, type: key.type, sub: key.sub, message, active: true })
    .onConflict(["host_id", "type", "sub"])
    .merge(["message", "active"]);
}

/** Back to our default wording. */
export async function deleteHostTemplate(
  db: Knex,
  { hostId, key }: { hostId: number; key: TemplateKey },
): Promise<void> {
  await db("notification_templates").where({ host_id: hostId, type: key.type, sub: key.sub }).delete();
}
