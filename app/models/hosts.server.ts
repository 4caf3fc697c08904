// Hosts (the tenants). findHostByPerma / findHostByDomain resolve the tenant from the request's
// Host header, so they are the two lookups that are unscoped by nature; everything else takes hostId.
import type { Knex } from "knex";

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
  /** Delivery promise for ASAP (SPEC §9: about 45). */
  deliveryMinutes?: number;
  /** Ready time for ASAP pickup. */
  pickupMinutes?: number;
  /** Products a full stamp card may be exchanged for. */
  stampRewardProductIds?: number[];
  /** The restaurant's website (issue 16 §2 profile), shown to customers; not its own domain (hosts.url). */
  website?: string;
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

interface HostRow {
  id: number;
  organisation_id: number;
  perma: string;
  url: string | null;
  name: string;
  short: string | null;
  banner: string | null;
  theme_primary: string;
  theme_secondary: string;
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
  paused_until: Date | null;
  pause_reason: string | null;
  suspended_at: Date | null;
  listed: boolean;
  settings: HostSettings;
  created_at: Date;
  updated_at: Date;
}

function toHost(row: HostRow): Host {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    perma: row.perma,
    url: row.url,
    name: row.name,
    short: row.short,
    banner: row.banner,
    themePrimary: row.theme_primary,
    themeSecondary: row.theme_secondary,
    menu: row.menu,
    categories: row.categories,
    animation: row.animation,
    description: row.description,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    paused: row.paused,
    pausedUntil: row.paused_until ?? null,
    pauseReason: row.pause_reason ?? null,
    suspended: row.suspended_at !== null,
    listed: row.listed,
    settings: row.settings,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function getHost(db: Knex, hostId: number): Promise<Host | null> {
  const row = await db<HostRow>("hosts").where({ id: hostId }).first();
  return row ? toHost(row) : null;
}

export async function findHostByPerma(db: Knex, perma: string): Promise<Host | null> {
  const row = await db<HostRow>("hosts").where({ perma: perma.trim().toLowerCase() }).first();
  return row ? toHost(row) : null;
}

/**
 * A host's own domain, as the Host header gives it (port and trailing dot ignored). The www. and
 * bare forms reach the same host: 'pizzaroma.nl' finds the host whose url is 'www.pizzaroma.nl'.
 */
export async function findHostByDomain(db: Knex, domain: string): Promise<Host | null> {
  const name = domain.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (!name) return null;
  const alternative = name.startsWith("www.") ? name.slice(4) : `www.${name}`;
  const rows = await db<HostRow>("hosts").whereIn("url", [name, alternative]);
  const row = rows.find((r) => r.url === name) ?? rows[0];
  return row ? toHost(row) : null;
}

type PublicHostRow = Pick<
  HostRow,
  | "id"
  | "perma"
  | "url"
  | "name"
  | "short"
  | "banner"
  | "theme_primary"
  | "theme_secondary"
  | "categories"
  | "description"
  | "city"
  | "paused"
>;

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
    // a suspended restaurant is not in the directory (issue 16 §1)
    .whereNull("suspended_at")
    .select<PublicHostRow[]>(
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
    )
    .orderBy([{ column: "name" }, { column: "id" }]);
  if (opts.favoriteOf !== undefined) {
    // the restaurants the customer marked as favourite (host_customers.favorite, issue 20 §7)
    query.whereIn("id", db("host_customers").select("host_id").where({ customer_id: opts.favoriteOf, favorite: true }));
  } else if (opts.orderedBy !== undefined) {
    // the customer's favourites: where they ordered (an unpaid iDEAL concept is no order), most often first
    query
      .whereIn(
        "id",
        db("orders").select("host_id").where({ customer_id: opts.orderedBy }).whereNot({ status: "concept" }),
      )
      .clearOrder()
      .orderByRaw(
        "(select count(*) from orders o where o.host_id = hosts.id and o.customer_id = ? and o.status <> 'concept') desc, name, id",
        [opts.orderedBy],
      );
  } else if (opts.category && opts.category !== "all") {
    query.whereRaw("categories @> ARRAY[?]::text[]", [opts.category]);
  }
  const rows = await query;
  return rows.map((r) => ({
    id: r.id,
    perma: r.perma,
    url: r.url,
    name: r.name,
    short: r.short,
    banner: r.banner,
    themePrimary: r.theme_primary,
    themeSecondary: r.theme_secondary,
    categories: r.categories,
    description: r.description,
    city: r.city,
    paused: r.paused,
  }));
}

/** Replaces one key of hosts.settings (payment methods, autoPrint, …); the other keys stay as they are. */
export async function setHostSetting<K extends keyof HostSettings>(
  db: Knex,
  hostId: number,
  key: K,
  value: NonNullable<HostSettings[K]>,
): Promise<void> {
  await db("hosts")
    .where({ id: hostId })
    .update({
      settings: db.raw("jsonb_set(settings, ?::text[], ?::jsonb, true)", [`{${key}}`, JSON.stringify(value)]),
    });
}
