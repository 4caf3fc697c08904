// Root's /customers on the platform domain: every customer with a relation to any restaurant, their
// numbers over all restaurants, and per restaurant the stamp balance. Root-only (docs/design.md §3).
// const { rows, total } = await listCustomersAcrossHosts(db, { search, limit, offset });
import type { Knex } from "knex";
import { DISPLAY_NAME, searchClause, type CustomerSearch, type HostCustomerRow } from "./customers.server";
import { countedSql } from "~/models/placed-orders.server";

export interface CustomerAcrossHosts extends Omit<HostCustomerRow, "stamps"> {
  hosts: Array<{ id: number; name: string; stamps: number }>;
}

interface Row {
  id: number;
  name: string | null;
  phone: string | null;
  orders: number;
  total: string | number;
  last_order_at: Date | null;
  hosts: Array<{ id: number; name: string; stamps: number }>;
  matches: string | number;
}

export async function listCustomersAcrossHosts(
  db: Knex,
  { search, limit, offset }: { search: CustomerSearch; limit: number; offset: number },
): Promise<{ rows: CustomerAcrossHosts[]; total: number }> {
  const where = searchClause(search);
  const result = await db.raw<{ rows: Row[] }>(
    `WITH agg AS (
       SELECT customer_id, count(*)::int AS orders, sum(amount)::bigint AS total, max(created_at) AS last_order_at,
              (array_agg(customer_name ORDER BY created_at DESC) FILTER (WHERE customer_name IS NOT NULL))[1] AS order_name
         FROM orders
        WHERE customer_id IS NOT NULL AND ${countedSql()}
        GROUP BY customer_id
     ), card AS (
       SELECT host_id, customer_id, sum(delta)::int AS stamps FROM stamps GROUP BY host_id, customer_id
     ), rel AS (
       SELECT hc.customer_id,
              json_agg(json_build_object('id', h.id, 'name', h.name, 'stamps', coalesce(card.stamps, 0)) ORDER BY h.name) AS hosts
         FROM host_customers hc
         JOIN hosts h ON h.id = hc.host_id
         LEFT JOIN card ON card.host_id = hc.host_id AND card.customer_id = hc.customer_id
        GROUP BY hc.customer_id
     ), people AS (
       SELECT u.id, ${DISPLAY_NAME} AS name, u.phone, coalesce(agg.orders, 0) AS orders, coalesce(agg.total, 0) AS total,
              agg.last_order_at, rel.hosts
         FROM rel
         JOIN users u ON u.id = rel.customer_id
         LEFT JOIN agg ON agg.customer_id = rel.customer_id
     )
     SELECT *, count(*) OVER () AS matches FROM people
      WHERE ${where.sql}
      ORDER BY last_order_at DESC NULLS LAST, id DESC
      LIMIT ? OFFSET ?`,
    [...where.bindings, limit, offset],
  );
  return {
    rows: result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      orders: Number(r.orders),
      total: Number(r.total),
      lastOrderAt: r.last_order_at,
      hosts: r.hosts,
    })),
    total: result.rows.length > 0 ? Number(result.rows[0].matches) : 0,
  };
}
