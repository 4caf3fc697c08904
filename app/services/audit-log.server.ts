// The audit log (docs/issues/016.md §7): every settings, staff and role change, written by the service that
// made it in the same transaction, and shown to the restaurant's admins and to root under
// /admin/settings/wijzigingen. Secrets never reach the table: redactChanges runs on every write.
// await recordAudit(trx, {hostId, organisationId, actor, area: "profile", summary: "Profiel gewijzigd", changes});
import type { Knex } from "knex";
import { redactChanges, type AuditChange } from "~/domain/audit";
import { formatDateTime } from "~/domain/customers";
import { insertAudit, listAudit } from "~/models/audit-log.server";
import type { HistoryActor } from "~/schemas/actor";
import { getDb } from "~/db.server";

/** Who made a change, as the log names them (decision 083; kept under this name for the settings services). */
export type Actor = HistoryActor;

export const AREA_LABELS: Readonly<Record<string, string>> = {
  profile: "Profiel",
  categories: "Categorieën",
  perma: "Webadres",
  domain: "Eigen domein",
  hours: "Openingstijden",
  zones: "Bezorggebieden",
  pause: "Pauze",
  orders: "Bestellingen",
  payments: "Betalen",
  printers: "Printers",
  staff: "Personeel",
  organisation: "Organisatie",
  club: "Klantenclub",
  privacy: "Privacy",
};

export async function recordAudit(
  db: Knex,
  entry: {
    hostId: number | null;
    organisationId: number | null;
    actor: Actor;
    area: string;
    summary: string;
    changes: ReadonlyArray<AuditChange>;
  },
): Promise<void> {
  await insertAudit(db, {
    hostId: entry.hostId,
    organisationId: entry.organisationId,
    userId: entry.actor.userId,
    userName: entry.actor.name,
    area: entry.area,
    summary: entry.summary,
    changes: redactChanges(entry.changes),
  });
}

export interface AuditView {
  id: number;
  /** "23-11-2026 17:32", Amsterdam time. */
  at: string;
  who: string;
  area: string;
  summary: string;
  changes: AuditChange[];
}

export async function loadAuditLog({ hostId }: { hostId: number }): Promise<AuditView[]> {
  const rows = await listAudit(getDb(), { hostId, limit: 200 });
  return rows.map((r) => ({
    id: r.id,
    at: formatDateTime(r.createdAt),
    who: r.userName ?? "Systeem",
    area: AREA_LABELS[r.area] ?? r.area,
    summary: r.summary,
    changes: r.changes,
  }));
}
