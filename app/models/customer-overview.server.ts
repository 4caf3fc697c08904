// A customer's own data for "Mijn Bestelinfo". The platform page spans restaurants, so these
// queries are scoped by the customer (the owner, as in the Blues Stack's notes) instead of by
// one host; the reorder lines are scoped by host and customer both.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { wherePlaced } from "~/models/placed-orders.server";
import type { OrderStatus } from "~/domain/order-status";

export interface HostRef {
  hostId: number;
  hostName: string;
  perma: string;
  url: string | null;
}

export interface StampCardRow extends HostRef {
  stamps: number;
}

export interface OrderAcrossHosts extends HostRef {
  id: number;
  number: number;
  status: OrderStatus;
  deliver: boolean;
  amount: number;
  createdAt: Date;
}

/** Every card the customer holds, the fullest first. */
export async function listStampCardsForCustomer(
  db: Knex,
  { customerId }: { customerId: number },
): Promise<StampCardRow[]> {
  const rows = await db("stamps as s")
    .join("hosts as h", "h.id", "s.host_id")
    .where("s.customer_id", customerId)
    .groupBy("h.id", "h.name", "h.perma", "h.url")
    .orderByRaw("sum(s.delta) desc, h.name")
    .select<Array<{ id: number; name: string; perma: string; url: string | null; stamps: string | number }>>(
      "h.id",
      "h.name",
      "h.perma",
      "h.url",
      db.raw("sum(s.delta) as stamps"),
    );
  return rows.map((r) => ({ hostId: r.id, hostName: r.name, perma: r.perma, url: r.url, stamps: Number(r.stamps) }));
}

/** The customer's latest orders at any restaurant, newest first (no unpaid iDEAL concepts). */
export async function listOrdersAcrossHosts(
  db: Knex,
  { customerId, limit = 8 }: { customerId: number; limit?: number },
): Promise<OrderAcrossHosts[]> {
  return wherePlaced(db("orders as o"), "o")
    .join("hosts as h", "h.id", "o.host_id")
    .where("o.customer_id", customerId)
    .orderBy("o.created_at", "desc")
    .limit(limit)
    .select<OrderAcrossHosts[]>(
      ...camelColumns(["id", "number", "status", "deliver", "amount", "created_at", "host_id"], "o"),
      "h.name as hostName",
      "h.perma",
      "h.url",
    );
}

/** What a past order line needs to be put in the cart again and priced anew. */
export interface ReorderLine {
  productId: number | null;
  name: string;
  quantity: number;
  remark: string | null;
  volume: string | null;
  variation: string | null;
  includes: string[];
  includes2: string[];
  removed: string[];
  reward: boolean;
}

type Named = Array<{ name: string }> | null;
const names = (list: Named) => (list ?? []).map((i) => i.name);

/** The lines of one of the customer's own orders at this host; null when it is not theirs. */
export async function getReorderLines(
  db: Knex,
  { hostId, customerId, orderId }: { hostId: number; customerId: number; orderId: number },
): Promise<ReorderLine[] | null> {
  const order = await db("orders").where({ host_id: hostId, customer_id: customerId, id: orderId }).first("id");
  if (!order) return null;
  const rows = await db("order_items")
    .where({ host_id: hostId, order_id: orderId })
    .orderBy("position")
    .select<
      Array<
        Omit<ReorderLine, "includes" | "includes2" | "removed"> & Record<"includes" | "includes2" | "removed", Named>
      >
    >(
      camelColumns([
        "product_id",
        "name",
        "quantity",
        "remark",
        "volume",
        "variation",
        "includes",
        "includes2",
        "removed",
        "reward",
      ]),
    );
  return rows.map((r) => ({
    ...r,
    includes: names(r.includes),
    includes2: names(r.includes2),
    removed: names(r.removed),
  }));
}
