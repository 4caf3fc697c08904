// The retention sweep (decision 078, table in docs/privacy.md): every instance runs it hourly and at
// boot; a transaction-level advisory lock lets one instance at a time do the work, and every step
// is idempotent besides. Sessions and rate-limit keys need no sweep: Redis (or the in-process
// stores) expire them on their own TTL.
// const stop = startRetentionSweep(); … stop();
import { getDb } from "~/db.server";
import { cutoff, RETENTION_DAYS } from "~/domain/privacy";
import { applyRetention, tryRetentionLock, type RetentionCounts } from "~/models/privacy.root.server";
import { logger } from "~/infra/logger.server";

export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/** One pass; null when another instance holds the lock right now. */
export async function runRetention(now = new Date()): Promise<RetentionCounts | null> {
  return getDb().transaction(async (trx) => {
    if (!(await tryRetentionLock(trx))) return null;
    return applyRetention(trx, {
      now,
      marketplaceRaw: cutoff(now, RETENTION_DAYS.marketplaceRaw),
      orderContact: cutoff(now, RETENTION_DAYS.orderContact),
      fiscal: cutoff(now, RETENTION_DAYS.fiscal),
    });
  });
}

export function startRetentionSweep(intervalMs = RETENTION_SWEEP_MS): () => void {
  const sweep = () =>
    runRetention()
      .then((counts) => {
        if (counts) logger().info({ area: "retention", ...counts }, "retention sweep");
      })
      .catch((err: Error) => logger().error({ area: "retention" }, `${err.message}`));
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
