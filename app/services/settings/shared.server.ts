// What the settings use cases share: the host that must exist, one audited change, the words.
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { formatClock } from "~/domain/amsterdam-time";
import { type AuditChange } from "~/domain/audit";
import { HOST_NOT_FOUND } from "~/domain/messages";
import { HOST_CATEGORIES } from "~/domain/host-settings";
import { getHost, type Host } from "~/models/hosts.server";
import { lockHost } from "~/models/host-settings.server";
import { hostChanged } from "~/realtime/invalidation.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";

export type Saved<I extends string> = { intent: I; message: string };

export async function requireHost(hostId: number, db: Knex = getDb()): Promise<Host> {
  const host = await getHost(db, { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  return host;
}

/**
 * One settings change: lock the row, read the host, `work` writes and says what changed; when
 * something did, the audit row goes in the same transaction and host.changed after commit.
 */
export async function change<T>(
  hostId: number,
  actor: Actor,
  area: string,
  work: (trx: Knex.Transaction, host: Host) => Promise<{ summary: string; changes: AuditChange[]; result: T }>,
): Promise<T> {
  const done = await getDb().transaction(async (trx) => {
    await lockHost(trx, { hostId });
    const host = await requireHost(hostId, trx);
    const out = await work(trx, host);
    if (out.changes.length > 0) {
      await recordAudit(trx, {
        hostId,
        organisationId: host.organisationId,
        actor,
        area,
        summary: out.summary,
        changes: out.changes,
      });
    }
    return out;
  });
  if (done.changes.length > 0) await hostChanged(hostId);
  return done.result;
}

export const NOTHING = "Niets gewijzigd.";

export const categoryLabel = (value: string) => HOST_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export function clock(date: Date): string {
  return formatClock(date);
}
