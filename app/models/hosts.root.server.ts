// Root-wide host queries (docs/design.md §3: only root reads across every restaurant): the host ids root's
// to-do list and live feed cover on the platform domain, and the restaurants root may take phone
// orders for on the order desk. The rest of each query stays host-scoped (whereIn host_id).
import type { Knex } from "knex";
import { placedSql } from "~/models/placed-orders.server";

export async function listAllHostIds(db: Knex): Promise<number[]> {
  const rows = await db("hosts").orderBy("name").select<Array<{ id: number }>>("id");
  return rows.map((r) => r.id);
}

/** Every restaurant, by name. */
export async function listAllHostsForRoot(db: Knex): Promise<Array<{ id: number; name: string; perma: string }>> {
  return db("hosts")
    .orderBy([{ column: "name" }, { column: "id" }])
    .select<Array<{ id: number; name: string; perma: string }>>("id", "name", "perma");
}

// ---- root's restaurant list (docs/issues/016.md §6) and suspension -------------------------------------

export type RootHostStatus = "live" | "suspended" | "new" | "thuisbezorgd";

export interface RootHostRow {
  id: number;
  name: string;
  perma: string;
  url: string | null;
  city: string | null;
  createdAt: Date;
  createdVia: string | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  ordersToday: number;
  lastOrderAt: Date | null;
  /** The Thuisbezorgd link (docs/issues/018.md §1): null without one, else switched on or off. */
  marketplaceActive: boolean | null;
  /** The last marketplace order received (webhook, pull or CSV), and the orders still owing their sent-to-pos call. */
  marketplaceLastAt: Date | null;
  marketplaceWaiting: number;
}

/**
 * Every restaurant with today's orders and its last order, newest sign-ups first when filtering on
 * "new" (created since `newSince`), else by name. `q` finds a part of the name or perma.
 */
export async function listHostsForRoot(
  db: Knex,
  { status, q, today, newSince }: { status: RootHostStatus | "all"; q: string; today: string; newSince: Date },
): Promise<RootHostRow[]> {
  const query = db("hosts as h")
    .select<RootHostRow[]>(
      "h.id",
      "h.name",
      "h.perma",
      "h.url",
      "h.city",
      "h.created_at as createdAt",
      "h.created_via as createdVia",
      "h.suspended_at as suspendedAt",
      "h.suspended_reason as suspendedReason",
      db.raw(
        `(select count(*)::int from orders o where o.host_id = h.id and o.day = ? and ${placedSql("o")}) as "ordersToday"`,
        [today],
      ),
      db.raw(`(select max(o.created_at) from orders o where o.host_id = h.id and ${placedSql("o")}) as "lastOrderAt"`),
      db.raw(
        `(select l.active from marketplace_links l where l.host_id = h.id and l.provider = 'thuisbezorgd') as "marketplaceActive"`,
      ),
      db.raw(`(select max(m.created_at) from marketplace_orders m where m.host_id = h.id) as "marketplaceLastAt"`),
      db.raw(
        `(select count(*)::int from marketplace_orders m where m.host_id = h.id and m.ack = 'pending') as "marketplaceWaiting"`,
      ),
    )
    .orderBy([{ column: "h.name" }, { column: "h.id" }])
    .limit(500);
  if (status === "suspended") query.whereNotNull("h.suspended_at");
  if (status === "live") query.whereNull("h.suspended_at");
  if (status === "thuisbezorgd")
    query.whereExists(db("marketplace_links as l").whereRaw("l.host_id = h.id").where("l.provider", "thuisbezorgd"));
  if (status === "new")
    query
      .where("h.created_at", ">=", newSince)
      .clearOrder()
      .orderBy([
        { column: "h.created_at", order: "desc" },
        { column: "h.id", order: "desc" },
      ]);
  const term = q.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((w) => w.whereRaw("lower(h.name) like ?", [like]).orWhere("h.perma", "like", like));
  }
  return query;
}

/** Suspends (reason given) or lifts (reason null). False when there is no such restaurant. */
export async function setHostSuspension(
  db: Knex,
  { hostId, reason }: { hostId: number; reason: string | null },
): Promise<boolean> {
  const changed = await db("hosts")
    .where({ id: hostId })
    .update(
      reason === null
        ? { suspended_at: null, suspended_reason: null }
        : { suspended_at: db.fn.now(), suspended_reason: reason },
    );
  return changed > 0;
}

export async function getHostForRoot(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<{ id: number; perma: string; url: string | null } | null> {
  const row = await db("hosts")
    .where({ id: hostId })
    .first<{ id: number; perma: string; url: string | null } | undefined>("id", "perma", "url");
  return row ?? null;
}
