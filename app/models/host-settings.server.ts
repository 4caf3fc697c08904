// The writes of /admin/settings (docs/issues/016.md §2): a restaurant's profile, subdomain and old subdomains,
// own domain, categories, weekly hours and their exceptions, delivery zones, pause, and its
// organisation's marketplace switch. Every query is scoped by host id, except findPermaRedirect,
// which resolves the tenant from the Host header like findHostByPerma.
// await updateHostColumns(trx, hostId, {name: "Pizza Roma"});
import type { Knex } from "knex";
import { camelColumns, snakeRow } from "~/db.server";
import type { HostSettings } from "~/models/hosts.server";

/** The columns of hosts a settings form may write (never id, organisation_id or settings as a whole). */
export interface HostColumns {
  name?: string;
  short?: string | null;
  address?: string | null;
  zipcode?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  description?: string | null;
  perma?: string;
  url?: string | null;
  categories?: string[];
  paused?: boolean;
  pausedUntil?: Date | null;
  pauseReason?: string | null;
}

const COLUMN: Record<keyof HostColumns, string> = {
  name: "name",
  short: "short",
  address: "address",
  zipcode: "zipcode",
  city: "city",
  phone: "phone",
  email: "email",
  description: "description",
  perma: "perma",
  url: "url",
  categories: "categories",
  paused: "paused",
  pausedUntil: "paused_until",
  pauseReason: "pause_reason",
};

export async function updateHostColumns(
  db: Knex,
  { hostId, values }: { hostId: number; values: HostColumns },
): Promise<void> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) row[COLUMN[key as keyof HostColumns]] = value;
  }
  if (Object.keys(row).length > 0) await db("hosts").where({ id: hostId }).update(row);
}

/**
 * Locks the restaurant's row for a read-compare-write (two admins saving at once see each other's result).
 * FOR NO KEY UPDATE, the lock an update of the row takes anyway: two saves still wait for each other, but
 * a write that only checks a foreign key to the restaurant (a product's trigger counting the menu's
 * generation up) does not wait for it. FOR UPDATE made it wait, while this save's own write waited for
 * that transaction's generation row: a deadlock and a 500 (ci11, 2026-12-01).
 */
export async function lockHost(trx: Knex.Transaction, { hostId }: { hostId: number }): Promise<void> {
  await trx("hosts").where({ id: hostId }).forNoKeyUpdate().first("id");
}

/** Sets (or, with null, removes) one key of hosts.settings; the other keys stay. */
export async function writeHostSetting<K extends keyof HostSettings>(
  db: Knex,
  { hostId, key, value }: { hostId: number; key: K; value: HostSettings[K] | null },
): Promise<void> {
  const settings =
    value === null || value === undefined
      ? db.raw("settings - ?::text", [key as string])
      : db.raw("jsonb_set(settings, ?::text[], ?::jsonb, true)", [`{${String(key)}}`, JSON.stringify(value)]);
  await db("hosts").where({ id: hostId }).update({ settings });
}

// --- subdomain and own domain ------------------------------------------------------------------

/** Is `perma` some other restaurant's subdomain, or an old one still redirecting to another restaurant? */
/** Is this perma another restaurant's, or still redirecting to one (a perma change's 90 days)? `hostId` null: a new restaurant. */
export async function isPermaTaken(
  db: Knex,
  { perma, hostId, now }: { perma: string; hostId: number | null; now: Date },
): Promise<boolean> {
  const others = <T extends Knex.QueryBuilder>(q: T, column: string) =>
    hostId === null ? q : q.whereNot(column, hostId);
  const host = await others(db("hosts").where({ perma }), "id").first("id");
  if (host) return true;
  const redirect = await others(db("host_perma_redirects").where({ old_perma: perma }), "host_id")
    .where("expires_at", ">", now)
    .first("old_perma");
  return Boolean(redirect);
}

/** The old subdomain redirects to this restaurant until `expiresAt`; its own earlier redirect of the new name goes. */
export async function addPermaRedirect(
  db: Knex,
  { hostId, oldPerma, newPerma, expiresAt }: { hostId: number; oldPerma: string; newPerma: string; expiresAt: Date },
): Promise<void> {
  await db("host_perma_redirects").where({ old_perma: newPerma }).delete();
  await db("host_perma_redirects")
    .insert({ old_perma: oldPerma, host_id: hostId, expires_at: expiresAt })
    .onConflict("old_perma")
    .merge({ host_id: hostId, expires_at: expiresAt, created_at: db.fn.now() });
}

export async function listPermaRedirects(
  db: Knex,
  { hostId, now }: { hostId: number; now: Date },
): Promise<Array<{ oldPerma: string; expiresAt: Date }>> {
  const rows = await db("host_perma_redirects")
    .where({ host_id: hostId })
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .select<Array<{ old_perma: string; expires_at: Date }>>("old_perma", "expires_at");
  return rows.map((r) => ({ oldPerma: r.old_perma, expiresAt: r.expires_at }));
}

/** The current subdomain of the restaurant an old subdomain still redirects to, or null. Unscoped: it resolves the tenant. */
export async function findPermaRedirect(
  db: Knex,
  { oldPerma, now }: { oldPerma: string; now: Date },
): Promise<string | null> {
  const row = await db("host_perma_redirects as r")
    .join("hosts as h", "h.id", "r.host_id")
    .where("r.old_perma", oldPerma)
    .where("r.expires_at", ">", now)
    .first<{ perma: string } | undefined>("h.perma");
  return row?.perma ?? null;
}

export async function isDomainTaken(
  db: Knex,
  { domain, hostId }: { domain: string; hostId: number },
): Promise<boolean> {
  const alternative = domain.startsWith("www.") ? domain.slice(4) : `www.${domain}`;
  const row = await db("hosts").whereIn("url", [domain, alternative]).whereNot({ id: hostId }).first("id");
  return Boolean(row);
}

// --- opening hours -------------------------------------------------------------------------------

export async function replaceWeeklyHours(
  db: Knex,
  { hostId, shifts }: { hostId: number; shifts: ReadonlyArray<{ weekday: number; opens: string; closes: string }> },
): Promise<void> {
  await db("opening_hours").where({ host_id: hostId }).delete();
  if (shifts.length > 0)
    await db("opening_hours").insert(
      shifts.map((s) => ({ host_id: hostId, weekday: s.weekday, opens: s.opens, closes: s.closes })),
    );
}

export interface OpeningExceptionRow {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string | null;
}

/** Exceptions from `fromDate` ("YYYY-MM-DD") on, by date and time. */
export async function listOpeningExceptions(
  db: Knex,
  { hostId, fromDate }: { hostId: number; fromDate: string },
): Promise<OpeningExceptionRow[]> {
  const rows = await db("opening_exceptions")
    .where({ host_id: hostId })
    .where("date", ">=", fromDate)
    .orderBy([{ column: "date" }, { column: "opens" }])
    .select<Array<{ date: string; closed: boolean; opens: string | null; closes: string | null; note: string | null }>>(
      db.raw("to_char(date, 'YYYY-MM-DD') as date"),
      "closed",
      "opens",
      "closes",
      "note",
    );
  return rows.map((r) => ({
    date: r.date,
    closed: r.closed,
    opens: r.opens?.slice(0, 5) ?? null,
    closes: r.closes?.slice(0, 5) ?? null,
    note: r.note,
  }));
}

/** Replaces what one date says: closed (no shifts) or its own shifts. */
export async function replaceOpeningException(
  db: Knex,
  {
    hostId,
    date,
    ...value
  }: { hostId: number; date: string } & {
    closed: boolean;
    shifts: ReadonlyArray<{ opens: string; closes: string }>;
    note: string | null;
  },
): Promise<void> {
  await db("opening_exceptions").where({ host_id: hostId, date }).delete();
  const rows = value.closed
    ? [{ host_id: hostId, date, closed: true, opens: null, closes: null, note: value.note }]
    : value.shifts.map((s) => ({
        host_id: hostId,
        date,
        closed: false,
        opens: s.opens,
        closes: s.closes,
        note: value.note,
      }));
  if (rows.length > 0) await db("opening_exceptions").insert(rows);
}

export async function deleteOpeningException(
  db: Knex,
  { hostId, date }: { hostId: number; date: string },
): Promise<number> {
  return db("opening_exceptions").where({ host_id: hostId, date }).delete();
}

// --- delivery zones ------------------------------------------------------------------------------

export interface ZoneRecord {
  id: number;
  name: string | null;
  zipFrom: number;
  zipTo: number;
  fee: number;
  minimum: number;
  freeFrom: number | null;
  active: boolean;
}

export type ZoneWrite = Omit<ZoneRecord, "id">;

/** Every zone, inactive ones too, for the settings page. */
export async function listZones(db: Knex, { hostId }: { hostId: number }): Promise<ZoneRecord[]> {
  return db("delivery_zones")
    .where({ host_id: hostId })
    .orderBy([{ column: "zip_from" }, { column: "id" }])
    .select<ZoneRecord[]>(camelColumns(["id", ...ZONE_COLUMNS]));
}

const ZONE_COLUMNS = ["name", "zip_from", "zip_to", "fee", "minimum", "free_from", "active"];

const zoneRow = (z: ZoneWrite) => snakeRow(z, ZONE_COLUMNS);

export async function insertZone(db: Knex, { hostId, zone }: { hostId: number; zone: ZoneWrite }): Promise<number> {
  const [{ id }] = await db("delivery_zones")
    .insert({ host_id: hostId, ...zoneRow(zone) })
    .returning("id");
  return id as number;
}

/** False when the zone is not this restaurant's. */
export async function updateZone(
  db: Knex,
  { hostId, id, zone }: { hostId: number; id: number; zone: ZoneWrite },
): Promise<boolean> {
  return (await db("delivery_zones").where({ host_id: hostId, id }).update(zoneRow(zone))) > 0;
}

export async function deleteZone(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  return (await db("delivery_zones").where({ host_id: hostId, id }).delete()) > 0;
}

// --- orders: stamp reward choices, marketplace switch ---------------------------------------------

export async function listProductChoices(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<Array<{ id: number; name: string; tab: string }>> {
  return db("products")
    .where({ host_id: hostId })
    .orderBy([{ column: "tab" }, { column: "sort_order" }, { column: "id" }])
    .select("id", "name", "tab");
}

/** Sets the marketplace sync of the organisation that owns `hostId` (so scoped by the host). */
export async function setMarketplaceSync(db: Knex, { hostId, on }: { hostId: number; on: boolean }): Promise<void> {
  await db("organisations")
    .whereIn("id", db("hosts").select("organisation_id").where({ id: hostId }))
    .update({ marketplace_sync: on });
}
