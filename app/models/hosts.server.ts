// Hosts (the tenants). findHostByPerma / findHostByDomain resolve the tenant from the request's
// Host header, so they are the two lookups that are unscoped by nature; everything else takes hostId.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { placedSql, wherePlaced } from "~/models/placed-orders.server";
import { shiftRows, toShifts, type ShiftRow } from "~/models/host-operations.server";
import type { OpeningShift } from "~/domain/opening-hours";

export type PaymentMethod = "cash" | "pin" | "ideal";

/** hosts.settings (jsonb). Every key is optional; readers apply the defaults. */
export interface HostSettings {
  /** Methods offered per mode, e.g. {pickup: ['cash','pin','ideal'], deliver: ['cash','ideal']}. */
  payment?: { pickup?: PaymentMethod[]; deliver?: PaymentMethod[] };
  /** Minutes a 'new' order may wait for acceptance before the admin phone gets an SMS. */
  escalationMinutes?: number;
  /** Phone (cleaned, +31…) that receives escalation SMS. */
  adminPhone?: string;
  /** Print the receipt on the host's printers when an order is accepted. */
  autoPrint?: boolean;
  /** Delivery promise for ASAP (docs/spec.md §9: about 45). */
  deliveryMinutes?: number;
  /** Ready time for ASAP pickup. */
  pickupMinutes?: number;
  /** Products a full stamp card may be exchanged for. */
  stampRewardProductIds?: number[];
  /** The restaurant's website (docs/issues/016.md §2 profile), shown to customers; not its own domain (hosts.url). */
  website?: string;
  /** The restaurant's KvK number (8 digits), shown on its privacy page (decision 081). */
  kvk?: string;
  /** "Dag afsluiten" mails the close to this address (decision 080). */
  dayCloseMail?: string;
  [key: string]: unknown;
}

export interface Host {
  id: number;
  organisationId: number;
  perma: string;
  url: string | null;
  name: string;
  short: string | null;
  banner: string | null;
  themePrimary: string;
  themeSecondary: string;
  menu: string[];
  categories: string[];
  animation: string | null;
  description: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  paused: boolean;
  /** The pause ends by itself at this moment (migration 0017); null: until switched off. */
  pausedUntil: Date | null;
  pauseReason: string | null;
  /** Root took it offline (migration 0016): no menu, no orders, its data kept. */
  suspended: boolean;
  listed: boolean;
  settings: HostSettings;
  createdAt: Date;
  updatedAt: Date;
}

/** What the public directory shows per restaurant. */
export type PublicHost = Pick<
  Host,
  | "id"
  | "perma"
  | "url"
  | "name"
  | "short"
  | "banner"
  | "themePrimary"
  | "themeSecondary"
  | "categories"
  | "description"
  | "city"
  | "paused"
>;

/** Host's fields, each its column in camelCase (decision 011); `suspended` is derived from suspended_at. */
const HOST_COLUMNS = camelColumns([
  "id",
  "organisation_id",
  "perma",
  "url",
  "name",
  "short",
  "banner",
  "theme_primary",
  "theme_secondary",
  "menu",
  "categories",
  "animation",
  "description",
  "address",
  "zipcode",
  "city",
  "phone",
  "email",
  "paused",
  "paused_until",
  "pause_reason",
  "listed",
  "settings",
  "created_at",
  "updated_at",
]);

const selectHosts = (db: Knex) =>
  db("hosts").select<Host[]>([...HOST_COLUMNS, db.raw("suspended_at is not null as suspended")]);

export async function getHost(db: Knex, { hostId }: { hostId: number }): Promise<Host | null> {
  return (await selectHosts(db).where({ id: hostId }).first()) ?? null;
}

/**
 * What placing an order reads before its transaction, in one statement: the host, its menu generation
 * (migration 0042, 0 before the first write: the price table must be at least that new,
 * services/price-table.server.ts) and its opening hours as getOpeningHours reads them.
 */
export async function getHostForOrder(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<{ host: Host; menuGeneration: number; hours: OpeningShift[] } | null> {
  const row = await selectHosts(db)
    .select(
      db.raw('(select g.generation from menu_generations g where g.host_id = hosts.id) as "menuGeneration"'),
      db.raw(
        `(select coalesce(json_agg(s order by s.kind, s.date, s.weekday, s.opens), '[]') from (?) s) as "shifts"`,
        [shiftRows(db, { hostId })],
      ),
    )
    .where({ id: hostId })
    .first<(Host & { menuGeneration: string | null; shifts: ShiftRow[] }) | undefined>();
  if (!row) return null;
  const { menuGeneration, shifts, ...host } = row;
  return { host, menuGeneration: Number(menuGeneration ?? 0), hours: toShifts(shifts) };
}

export async function findHostByPerma(db: Knex, { perma }: { perma: string }): Promise<Host | null> {
  return (await selectHosts(db).where({ perma: perma.trim().toLowerCase() }).first()) ?? null;
}

/**
 * A host's own domain, as the Host header gives it (port and trailing dot ignored). The www. and
 * bare forms reach the same host: 'pizzaroma.nl' finds the host whose url is 'www.pizzaroma.nl'.
 */
export async function findHostByDomain(db: Knex, { domain }: { domain: string }): Promise<Host | null> {
  const name = domain.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (!name) return null;
  const alternative = name.startsWith("www.") ? name.slice(4) : `www.${name}`;
  const rows = await selectHosts(db).whereIn("url", [name, alternative]);
  return rows.find((r) => r.url === name) ?? rows[0] ?? null;
}

const PUBLIC_HOST_COLUMNS = camelColumns([
  "id",
  "perma",
  "url",
  "name",
  "short",
  "banner",
  "theme_primary",
  "theme_secondary",
  "categories",
  "description",
  "city",
  "paused",
]);

/**
 * The platform directory: listed restaurants, by name. `category` filters on one of
 * hosts.categories; 'all' (or nothing) lists every one. `orderedBy` (a customer's id) lists where
 * that customer ordered instead, `favoriteOf` the ones they marked: the "Favorieten" tile.
 */
export async function listPublicHosts(
  db: Knex,
  opts: { category?: string; orderedBy?: number; favoriteOf?: number } = {},
): Promise<PublicHost[]> {
  const query = db("hosts")
    .where({ listed: true })
    // a suspended restaurant is not in the directory (docs/issues/016.md §1)
    .whereNull("suspended_at")
    .select<PublicHost[]>(PUBLIC_HOST_COLUMNS)
    .orderBy([{ column: "name" }, { column: "id" }]);
  if (opts.favoriteOf !== undefined) {
    // the restaurants the customer marked as favourite (host_customers.favorite, docs/issues/020.md §7)
    query.whereIn("id", db("host_customers").select("host_id").where({ customer_id: opts.favoriteOf, favorite: true }));
  } else if (opts.orderedBy !== undefined) {
    // the customer's favourites: where they ordered (an unpaid iDEAL concept is no order), most often first
    query
      .whereIn("id", wherePlaced(db("orders").select("host_id").where({ customer_id: opts.orderedBy })))
      .clearOrder()
      .orderByRaw(
        `(select count(*) from orders o where o.host_id = hosts.id and o.customer_id = ? and ${placedSql("o")}) desc, name, id`,
        [opts.orderedBy],
      );
  } else if (opts.category && opts.category !== "all") {
    query.whereRaw("categories @> ARRAY[?]::text[]", [opts.category]);
  }
  return query;
}

/** Replaces one key of hosts.settings (payment methods, autoPrint, …); the other keys stay as they are. */
export async function setHostSetting<K extends keyof HostSettings>(
  db: Knex,
  { hostId, key, value }: { hostId: number; key: K; value: NonNullable<HostSettings[K]> },
): Promise<void> {
  await db("hosts")
    .where({ id: hostId })
    .update({
      settings: db.raw("jsonb_set(settings, ?::text[], ?::jsonb, true)", [`{${key}}`, JSON.stringify(value)]),
    });
}
