// The audit log (migration 0017, docs/issues/016.md §7): one row per settings, staff or role change. Rows
// arrive redacted (app/services/audit-log.server.ts); this module only stores and reads them.
// await insertAudit(trx, {hostId, organisationId, userId, userName, area: "profile", summary, changes});
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import type { AuditChange } from "~/domain/audit";

export interface AuditWrite {
  /** null: an organisation-level change (docs/issues/016.md §4, decision 034). */
  hostId: number | null;
  organisationId: number | null;
  userId: number | null;
  userName: string | null;
  area: string;
  summary: string;
  changes: AuditChange[];
}

export interface AuditEntry extends AuditWrite {
  id: number;
  createdAt: Date;
}

export async function insertAudit(db: Knex, entry: AuditWrite): Promise<void> {
  await db("audit_log").insert({
    host_id: entry.hostId,
    organisation_id: entry.organisationId,
    user_id: entry.userId,
    user_name: entry.userName,
    area: entry.area,
    summary: entry.summary,
    changes: JSON.stringify(entry.changes),
  });
}

/** The newest first: what happened on this restaurant. */
export async function listAudit(
  db: Knex,
  { hostId, ...opts }: { hostId: number } & { limit?: number; area?: string },
): Promise<AuditEntry[]> {
  const query = db("audit_log")
    .where({ host_id: hostId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(opts.limit ?? 100)
    .select<Array<Omit<AuditEntry, "id"> & { id: string }>>(
      camelColumns([
        "id",
        "host_id",
        "organisation_id",
        "user_id",
        "user_name",
        "area",
        "summary",
        "changes",
        "created_at",
      ]),
    );
  if (opts.area) query.where({ area: opts.area });
  const rows = await query;
  // a bigserial arrives as a string
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
