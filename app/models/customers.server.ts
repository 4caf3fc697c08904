// A restaurant's customers (host_customers) as its staff see them: the list with each customer's
// numbers at this host in one aggregate query, one customer's page, and the note staff keep.
// Every function takes hostId and puts it in every where: another host's numbers never leak in.
// const { rows, total } = await listHostCustomers(db, { hostId, search, limit, offset });
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { countedSql, wherePlaced } from "~/models/placed-orders.server";
import { displayName } from "~/domain/customers";
import type { OrderStatus } from "~/domain/order-status";

export interface CustomerSearch {
  /** Free text, matched against the name (ILIKE, wildcards escaped by the caller). */
  namePattern: string | null;
  /** LIKE patterns against the stored phone (see domain phoneSearchPatterns). */
  phonePatterns: string[];
}

export interface HostCustomerRow {
  id: number;
  name: string | null;
  phone: string | null;
  orders: number;
  total: number;
  lastOrderAt: Date | null;
  stamps: number;
}

interface ListRow {
  id: number;
  name: string | null;
  phone: string | null;
  orders: number;
  total: string | number;
  last_order_at: Date | null;
  stamps: number;
  matches: string | number;
}

/**
 * The search as SQL over a row with `name` and `phone`; an empty search matches every row.
 * Shared with the root list (customers.root.server.ts), which searches the same columns.
 */
export function searchClause(search: CustomerSearch): { sql: string; bindings: Knex.RawBinding[] } {
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (search.namePattern) {
    parts.push(`name ILIKE ? ESCAPE '\\'`);
    bindings.push(search.namePattern);
  }
  if (search.phonePatterns.length > 0) {
    parts.push(`phone LIKE ANY (?::text[])`);
    bindings.push(search.phonePatterns);
  }
  return parts.length === 0 ? { sql: "true", bindings } : { sql: `(${parts.join(" OR ")})`, bindings };
}

/** The name a person goes by: their profile's, else the one on their latest order. */
export const DISPLAY_NAME = `coalesce(nullif(trim(u.name), ''), nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), agg.order_name)`;

/**
 * One page of the host's customers, last order first, with the number of matches (window count).
 * Orders in 'concept' (an iDEAL payment never finished) are no orders yet and count nowhere.
 */
export async function listHostCustomers(
  db: Knex,
  { hostId, search, limit, offset }: { hostId: number; search: CustomerSearch; limit: number; offset: number },
): Promise<{ rows: HostCustomerRow[]; total: number }> {
  const where = searchClause(search);
  const result = await db.raw<{ rows: ListRow[] }>(
    `WITH agg AS (
       SELECT customer_id, count(*)::int AS orders, sum(amount)::bigint AS total, max(created_at) AS last_order_at,
              (array_agg(customer_name ORDER BY created_at DESC) FILTER (WHERE customer_name IS NOT NULL))[1] AS order_name
         FROM orders
        WHERE host_id = ? AND customer_id IS NOT NULL AND ${countedSql()}
        GROUP BY customer_id
     ), card AS (
       SELECT customer_id, sum(delta)::int AS stamps FROM stamps WHERE host_id = ? GROUP BY customer_id
     ), people AS (
       SELECT u.id, ${DISPLAY_NAME} AS name, u.phone, coalesce(agg.orders, 0) AS orders, coalesce(agg.total, 0) AS total,
              agg.last_order_at, coalesce(card.stamps, 0) AS stamps
         FROM host_customers hc
         JOIN users u ON u.id = hc.customer_id
         LEFT JOIN agg ON agg.customer_id = hc.customer_id
         LEFT JOIN card ON card.customer_id = hc.customer_id
        WHERE hc.host_id = ?
     )
     SELECT *, count(*) OVER () AS matches FROM people
      WHERE ${where.sql}
      ORDER BY last_order_at DESC NULLS LAST, id DESC
      LIMIT ? OFFSET ?`,
    [hostId, hostId, hostId, ...where.bindings, limit, offset],
  );
  return {
    rows: result.rows.map(toCustomerRow),
    total: result.rows.length > 0 ? Number(result.rows[0].matches) : 0,
  };
}

function toCustomerRow(r: ListRow): HostCustomerRow {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    orders: Number(r.orders),
    total: Number(r.total),
    lastOrderAt: r.last_order_at,
    stamps: Number(r.stamps),
  };
}

export interface HostCustomer {
  id: number;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  since: Date;
  favorite: boolean;
  note: string | null;
  engagement: { modified?: string; modifiedBy?: { id: number; name: string } };
  stamps: number;
}

/** The customer as this host knows them; null when they have no relation with this host. */
export async function getHostCustomer(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<HostCustomer | null> {
  const row = await db("host_customers as hc")
    .join("users as u", "u.id", "hc.customer_id")
    .where({ "hc.host_id": hostId, "hc.customer_id": customerId })
    .first<
      | {
          id: number;
          name: string | null;
          first_name: string | null;
          last_name: string | null;
          phone: string | null;
          email: string | null;
          since: Date;
          favorite: boolean;
          note: string | null;
          engagement: HostCustomer["engagement"];
          stamps: number;
          order_name: string | null;
        }
      | undefined
    >(
      "u.id",
      "u.name",
      "u.first_name",
      "u.last_name",
      "u.phone",
      "u.email",
      "hc.favorite",
      "hc.note",
      "hc.engagement",
      // a customer is one since their first order here, even when the relation row came later (an import)
      db.raw(
        `least(hc.created_at, (SELECT min(o.created_at) FROM orders o WHERE o.host_id = hc.host_id AND o.customer_id = hc.customer_id AND ${countedSql("o")})) AS since`,
      ),
      db.raw(
        `(SELECT coalesce(sum(delta), 0)::int FROM stamps s WHERE s.host_id = hc.host_id AND s.customer_id = hc.customer_id) AS stamps`,
      ),
      // without a profile name the list shows the name on their latest order here (DISPLAY_NAME); so does the page
      db.raw(
        `(SELECT o.customer_name FROM orders o WHERE o.host_id = hc.host_id AND o.customer_id = hc.customer_id AND ${countedSql("o")} AND o.customer_name IS NOT NULL ORDER BY o.created_at DESC LIMIT 1) AS order_name`,
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    name: displayName({ name: row.name, firstName: row.first_name, lastName: row.last_name }) ?? row.order_name ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    since: row.since,
    favorite: row.favorite,
    note: row.note,
    engagement: row.engagement,
    stamps: Number(row.stamps),
  };
}

export interface CustomerOrder {
  id: number;
  number: number;
  day: string;
  createdAt: Date;
  status: OrderStatus;
  deliver: boolean;
  amount: number;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  customerName: string | null;
  address: { street?: string; number?: string; zipcode?: string; city?: string } | null;
}

/** The customer's orders at this host, newest first (no concepts: never placed). */
export async function listCustomerOrders(
  db: Knex,
  { hostId, customerId, limit = 100 }: { hostId: number; customerId: number; limit?: number },
): Promise<CustomerOrder[]> {
  return wherePlaced(db("orders"))
    .where({ host_id: hostId, customer_id: customerId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .select<CustomerOrder[]>(
      db.raw(`to_char(day, 'YYYY-MM-DD') AS day`),
      ...camelColumns([
        "id",
        "number",
        "created_at",
        "status",
        "deliver",
        "amount",
        "payment_method",
        "payment_status",
        "paid",
        "customer_name",
        "address",
      ]),
    );
}

export interface CustomerNotification {
  id: number;
  orderId: number | null;
  orderNumber: number | null;
  createdAt: Date;
  method: string;
  type: string;
  sub: string | null;
  message: string;
  status: string;
}

/** What was sent about this customer's orders at this host, newest first. */
export async function listCustomerNotifications(
  db: Knex,
  { hostId, customerId, limit = 100 }: { hostId: number; customerId: number; limit?: number },
): Promise<CustomerNotification[]> {
  return (
    db("notifications as n")
      .join("orders as o", function () {
        this.on("o.id", "=", "n.order_id").andOn("o.host_id", "=", "n.host_id");
      })
      .where({ "n.host_id": hostId, "o.host_id": hostId, "o.customer_id": customerId })
      // the staff's own new-order pushes are logged on the order too, but were never sent to the customer
      .whereNot("n.type", "staff")
      .orderBy([
        { column: "n.created_at", order: "desc" },
        { column: "n.id", order: "desc" },
      ])
      .limit(limit)
      .select<CustomerNotification[]>(
        ...camelColumns(["id", "order_id", "created_at", "method", "type", "sub", "message", "status"], "n"),
        "o.number as orderNumber",
      )
  );
}

/**
 * Stores the host's note about the customer with who wrote it and when (engagement.modified,
 * engagement.modifiedBy). False when the customer has no relation with this host.
 */
export async function saveCustomerNote(
  db: Knex,
  {
    hostId,
    customerId,
    note,
    modified,
    modifiedBy,
  }: {
    hostId: number;
    customerId: number;
    note: string | null;
    modified: Date;
    modifiedBy: { id: number; name: string };
  },
): Promise<boolean> {
  const changed = await db("host_customers")
    .where({ host_id: hostId, customer_id: customerId })
    .update({
      note,
      engagement: db.raw(`engagement || ?::jsonb`, [JSON.stringify({ modified: modified.toISOString(), modifiedBy })]),
    });
  return changed > 0;
}
