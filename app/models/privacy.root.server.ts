// Root-wide personal-data queries (decision 078): the account's own rows, which belong to no one
// restaurant (the user, devices, login codes and links, petition signatures), the retention sweep
// over every restaurant, and root's list of privacy requests.
// await eraseAccountRows(trx, { customerId, phones, email });
import type { Knex } from "knex";
import { ERASED_PHONE } from "~/domain/privacy";

/** Every restaurant where the person has orders (by account or phone), stamps, reviews or a relation. */
export async function hostsOfPerson(
  db: Knex,
  { customerId, phones }: { customerId: number; phones: string[] },
): Promise<number[]> {
  const rows = await db
    .select("host_id")
    .from("orders")
    .where("customer_id", customerId)
    .orWhereIn("phone", phones.length > 0 ? phones : ["-"])
    .union((q) => q.select("host_id").from("host_customers").where("customer_id", customerId))
    .union((q) => q.select("host_id").from("stamps").where("customer_id", customerId))
    .union((q) => q.select("host_id").from("reviews").where("customer_id", customerId))
    .union((q) => q.select("host_id").from("notifications").where("user_id", customerId));
  return rows.map((r: { host_id: number }) => r.host_id);
}

/**
 * The account itself, after every restaurant's part is erased: devices, login links and codes,
 * the person's petition signatures, then the user row (sessions die with it, decision 016).
 */
export async function eraseAccountRows(
  trx: Knex,
  { customerId, phones, email }: { customerId: number; phones: string[]; email: string | null },
): Promise<{ devices: number }> {
  const devices = await trx("push_subscriptions").where("user_id", customerId).delete();
  await trx("exlogin_tokens").where("user_id", customerId).delete();
  if (phones.length > 0) await trx("login_codes").whereIn("phone", phones).delete();
  const addresses = [...phones, ...(email ? [email] : [])];
  if (addresses.length > 0) await trx("petition_signatures").whereIn("address", addresses).delete();
  await trx("users").where({ id: customerId, kind: "customer" }).delete();
  return { devices };
}

export interface RetentionCounts {
  loginCodes: number;
  exloginTokens: number;
  marketplaceRaw: number;
  orderContacts: number;
  fiscalAnonymised: number;
  pushGone: number;
}

/**
 * One retention pass over every restaurant (docs/privacy.md). Each statement is idempotent, so two
 * instances running it at once do the same work twice at worst; the caller holds an advisory lock
 * so that only one does.
 */
export async function applyRetention(
  trx: Knex,
  cut: { now: Date; marketplaceRaw: Date; orderContact: Date; fiscal: Date },
): Promise<RetentionCounts> {
  const loginCodes = await trx("login_codes").where("expires_at", "<", cut.now).orWhereNotNull("used_at").delete();
  const exloginTokens = await trx("exlogin_tokens")
    .where("expires_at", "<", cut.now)
    .orWhereNotNull("used_at")
    .delete();
  const marketplaceRaw = await trx("marketplace_orders")
    .where("created_at", "<", cut.marketplaceRaw)
    .whereNot("raw", "")
    .update({ raw: "" });
  // an order's address and contact after 2 years, unless its customer still has an account
  const orderContacts = await trx("orders")
    .where("created_at", "<", cut.orderContact)
    .where("created_at", ">=", cut.fiscal)
    .whereNull("customer_id")
    .where((q) => q.whereNotNull("address").orWhereNotNull("customer_name").orWhereNot("phone", ERASED_PHONE))
    .update({ address: null, customer_name: null, phone: ERASED_PHONE, description: null });
  // past the fiscal 7 years: the order stays as a figure, nobody's (the account may live on)
  const fiscalIds = trx("orders")
    .select("id")
    .where("created_at", "<", cut.fiscal)
    .where((q) =>
      q
        .whereNotNull("customer_id")
        .orWhereNotNull("address")
        .orWhereNotNull("customer_name")
        .orWhereNotNull("description")
        .orWhereNot("phone", ERASED_PHONE),
    );
  await trx("order_items").whereIn("order_id", fiscalIds.clone()).whereNotNull("remark").update({ remark: null });
  await trx("notifications")
    .whereIn("order_id", fiscalIds.clone())
    .update({ user_id: null, recipient: null, message: "(verwijderd)" });
  await trx("order_events")
    .whereIn("order_id", fiscalIds.clone())
    .whereNotNull("customer_id")
    .update({ customer_id: null });
  const fiscalAnonymised = await trx("orders")
    .whereIn("id", fiscalIds)
    .update({ customer_id: null, address: null, customer_name: null, phone: ERASED_PHONE, description: null });
  // a device whose push service answered 404/410 after its last successful use is gone for good
  const pushGone = await trx("push_subscriptions as s")
    .whereExists((q) =>
      q
        .select(trx.raw("1"))
        .from("notifications as n")
        .where("n.method", "push")
        .where("n.status", "failed")
        .whereRaw("n.recipient = s.endpoint")
        .whereRaw("n.error ~ '\\m(404|410)\\M'")
        .whereRaw("n.created_at > coalesce(s.last_used_at, s.created_at)"),
    )
    .delete();
  return { loginCodes, exloginTokens, marketplaceRaw, orderContacts, fiscalAnonymised, pushGone };
}

/** Only one instance sweeps at a time: a transaction-level advisory lock, given up at commit. */
export async function tryRetentionLock(trx: Knex.Transaction): Promise<boolean> {
  const res = await trx.raw<{ rows: Array<{ locked: boolean }> }>(
    "SELECT pg_try_advisory_xact_lock(hashtext('bestelinfo:retention')) AS locked",
  );
  return res.rows[0]?.locked === true;
}

export interface PrivacyRequestRow {
  id: number;
  hostName: string | null;
  kind: "export" | "erase";
  requestedBy: "customer" | "staff";
  actorName: string | null;
  reason: string | null;
  summary: Record<string, number>;
  createdAt: Date;
}

export async function listPrivacyRequests(
  db: Knex,
  { limit = 200 }: { limit?: number } = {},
): Promise<PrivacyRequestRow[]> {
  return db("privacy_requests as r")
    .leftJoin("hosts as h", "h.id", "r.host_id")
    .orderBy("r.created_at", "desc")
    .limit(limit)
    .select<PrivacyRequestRow[]>(
      "r.id",
      "h.name as hostName",
      "r.kind",
      "r.requested_by as requestedBy",
      "r.actor_name as actorName",
      "r.reason",
      "r.summary",
      "r.created_at as createdAt",
    );
}
