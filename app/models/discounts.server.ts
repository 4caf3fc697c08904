// The restaurant's promotions (docs/issues/020.md §5, migration 0027, decision 050) and how often a customer
// used one. Every query is scoped by the restaurant.
// const running = await listDiscounts(db, { hostId, current: true });
import type { Knex } from "knex";
import { camelColumns, snakeRow } from "~/db.server";
import type { Discount } from "~/domain/discounts";

/** Discount's fields, each its column in camelCase (decision 011). */
const FIELDS = [
  "id",
  "name",
  "kind",
  "value",
  "scope",
  "target",
  "minimum",
  "pickup_only",
  "weekdays",
  "from_time",
  "until_time",
  "starts_on",
  "ends_on",
  "code",
  "max_uses_per_customer",
  "active",
];
const COLUMNS = camelColumns(FIELDS);

export type DiscountFields = Omit<Discount, "id">;

const toRow = (hostId: number, d: DiscountFields) => ({
  host_id: hostId,
  ...snakeRow(
    d,
    FIELDS.filter((f) => f !== "id"),
  ),
  weekdays: [...d.weekdays],
});

/** docs/spec.md §7 discount_list (host, current): all of the restaurant's, or only the switched-on ones. */
export async function listDiscounts(
  db: Knex,
  { hostId, current }: { hostId: number; current: boolean },
): Promise<Discount[]> {
  const q = db("discounts").where({ host_id: hostId });
  if (current) q.andWhere({ active: true });
  return q.orderBy([{ column: "active", order: "desc" }, "name", "id"]).select<Discount[]>(COLUMNS);
}

/** One of the restaurant's promotions, switched on or not (an order keeps the one it was priced with). */
export async function getDiscount(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<Discount | null> {
  const row = await db("discounts").where({ host_id: hostId, id }).first<Discount | undefined>(COLUMNS);
  return row ?? null;
}

export const DISCOUNT_CODE_CONSTRAINT = "discounts_code_unique";

export async function insertDiscount(db: Knex, { hostId, d }: { hostId: number; d: DiscountFields }): Promise<number> {
  const [row] = await db("discounts").insert(toRow(hostId, d)).returning<Array<{ id: number }>>("id");
  return row.id;
}

/** False when this restaurant has no such discount. */
export async function updateDiscount(
  db: Knex,
  { hostId, id, d }: { hostId: number; id: number; d: DiscountFields },
): Promise<boolean> {
  const n = await db("discounts")
    .where({ host_id: hostId, id })
    .update({ ...toRow(hostId, d), updated_at: db.fn.now() });
  return n > 0;
}

export async function setDiscountActive(
  db: Knex,
  { hostId, id, active }: { hostId: number; id: number; active: boolean },
): Promise<boolean> {
  const n = await db("discounts").where({ host_id: hostId, id }).update({ active, updated_at: db.fn.now() });
  return n > 0;
}

/** How often this customer's orders got each discount. */
export async function discountUses(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<Record<number, number>> {
  const rows = await db("orders")
    .where({ host_id: hostId, customer_id: customerId })
    .whereNotNull("discount_id")
    .groupBy("discount_id")
    .select<Array<{ discount_id: number; n: string }>>("discount_id", db.raw("count(*) as n"));
  return Object.fromEntries(rows.map((r) => [r.discount_id, Number(r.n)]));
}

/**
 * Held until the placing transaction ends: two checkouts of one customer with one discount queue
 * here, so the second counts the first's order (uses per customer without a read-then-write race).
 */
export async function lockDiscountUse(
  trx: Knex.Transaction,
  { discountId, customerId }: { discountId: number; customerId: number },
): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(?, ?)", [discountId, customerId]);
}
