// The one factory module for seeds and tests: plain async functions that take a knex instance or
// a transaction first and write valid rows with sensible defaults.
//   const host = await createHost(db);
//   const product = await createProduct(db, host.id, { name: "Margherita", price: 950 });
//   const order = await createOrder(db, host.id, { items: [{ productId: product.id }] });
//
// Half-and-half: a product of type 'half' has include groups with half = false (first half and
// whole-product choices, priced into $include) and groups with half = true (the second half,
// $include2). createOrder takes `includes` and `includes2` by item name accordingly.
import crypto from "node:crypto";
import type { Knex } from "knex";
import { getHost, type Host, type HostSettings } from "../app/models/hosts.server";
import { priceLine, type PricingProduct } from "../app/domain/line-price";
import { amsterdamDay, insertOrderRecord, nextOrderNumber } from "../app/models/orders.server";
import { getDeliveryZones } from "../app/models/host-operations.server";
import { deliveryFee, zoneFor } from "../app/domain/delivery-zones";
import { orderTotal } from "../app/domain/order-totals";
import { IDEAL_FEE, paymentFee } from "../app/domain/pricing";
import {
  getProduct,
  type DefaultInclude,
  type IncludeGroup,
  type IncludeItem,
  type MenuProduct,
  type ProductFlag,
  type Volume,
} from "../app/models/products.server";
import { hashPassword } from "../app/infra/password.server";
import type { OrderSource } from "../app/domain/constants";
import type { OrderStatus } from "../app/domain/order-status";
import type { PaymentStatus } from "../app/domain/payment-status";
import type { Role } from "../app/domain/menu";
import { USER_COLUMNS, type UserKind, type UserRecord } from "../app/models/users.server";

export type OrderPaymentMethod = "cash" | "pin" | "ideal" | "onsite" | "ondelivery" | "thuisbezorgd";
export type { OrderSource, OrderStatus, PaymentStatus, Role, UserKind };

function randomSuffix(bytes = 4): string {
  return crypto.randomBytes(bytes).toString("hex");
}

function randomDigits(count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += crypto.randomInt(0, 10).toString();
  return out;
}

/** Runs `work` in the given transaction, or opens one when given a plain knex instance. */
export function inTransaction<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
}

// ---------------------------------------------------------------------------------------------
// Organisations

export interface Organisation {
  id: number;
  name: string;
  marketplaceSync: boolean;
  settings: Record<string, unknown>;
}

export async function createOrganisation(
  db: Knex,
  overrides: { name?: string; marketplaceSync?: boolean; settings?: Record<string, unknown> } = {},
): Promise<Organisation> {
  const [row] = await db("organisations")
    .insert({
      name: overrides.name ?? `Organisatie ${randomSuffix(3)}`,
      marketplace_sync: overrides.marketplaceSync ?? false,
      settings: JSON.stringify(overrides.settings ?? {}),
    })
    .returning(["id", "name", "marketplace_sync", "settings"]);
  return { id: row.id, name: row.name, marketplaceSync: row.marketplace_sync, settings: row.settings };
}

// ---------------------------------------------------------------------------------------------
// Hosts

export interface OpeningHoursInput {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  opens: string; // 'HH:mm'
  closes: string; // 'HH:mm', may be '24:00'
}

export interface DeliveryZoneInput {
  name?: string;
  zipFrom: number;
  zipTo: number;
  fee?: number;
  minimum?: number;
  freeFrom?: number | null;
  active?: boolean;
}

export type HostInput = Partial<Omit<Host, "id" | "organisationId" | "createdAt" | "updatedAt" | "settings">> & {
  organisationId?: number;
  settings?: HostSettings;
  openingHours?: OpeningHoursInput[];
  deliveryZones?: DeliveryZoneInput[];
};

/** A host with a unique perma (test-…) and its own organisation unless organisationId is given. */
export async function createHost(db: Knex, overrides: HostInput = {}): Promise<Host> {
  const perma = overrides.perma ?? `test-${randomSuffix()}`;
  const name = overrides.name ?? `Restaurant ${perma}`;
  const organisationId = overrides.organisationId ?? (await createOrganisation(db, { name })).id;
  const [{ id }] = await db("hosts")
    .insert({
      organisation_id: organisationId,
      perma,
      url: overrides.url ?? null,
      name,
      short: overrides.short ?? null,
      banner: overrides.banner ?? null,
      theme_primary: overrides.themePrimary ?? "#0069b3",
      theme_secondary: overrides.themeSecondary ?? "#e91e63",
      menu: JSON.stringify(overrides.menu ?? []),
      categories: overrides.categories ?? [],
      animation: overrides.animation ?? null,
      description: overrides.description ?? null,
      address: overrides.address ?? null,
      zipcode: overrides.zipcode ?? null,
      city: overrides.city ?? null,
      phone: overrides.phone ?? null,
      email: overrides.email ?? null,
      paused: overrides.paused ?? false,
      listed: overrides.listed ?? true,
      settings: JSON.stringify(overrides.settings ?? {}),
    })
    .returning("id");
  if (overrides.openingHours?.length) {
    await db("opening_hours").insert(
      overrides.openingHours.map((h) => ({ host_id: id, weekday: h.weekday, opens: h.opens, closes: h.closes })),
    );
  }
  if (overrides.deliveryZones?.length) {
    await db("delivery_zones").insert(
      overrides.deliveryZones.map((z) => ({
        host_id: id,
        name: z.name ?? null,
        zip_from: z.zipFrom,
        zip_to: z.zipTo,
        fee: z.fee ?? 0,
        minimum: z.minimum ?? 0,
        free_from: z.freeFrom ?? null,
        active: z.active ?? true,
      })),
    );
  }
  const host = await getHost(db, { hostId: id });
  if (!host) throw new Error(`Host ${id} vanished right after insert`);
  return host;
}

/** A call-centre organisation serves a host it does not own (organisation_hosts). */
export async function serveHost(db: Knex, organisationId: number, hostId: number): Promise<void> {
  await db("organisation_hosts").insert({ organisation_id: organisationId, host_id: hostId }).onConflict().ignore();
}

// ---------------------------------------------------------------------------------------------
// Products

export type IncludeItemInput = string | (Partial<Omit<IncludeItem, "id">> & { name: string });
export type IncludeGroupInput = Partial<Omit<IncludeGroup, "id" | "items">> & {
  name: string;
  items?: IncludeItemInput[];
};
export type ProductInput = Partial<Omit<MenuProduct, "id" | "hostId" | "groups">> & {
  groups?: IncludeGroupInput[];
};

/** A product with its include groups and their items; sort orders default to the array order. */
export async function createProduct(db: Knex, hostId: number, overrides: ProductInput = {}): Promise<MenuProduct> {
  const [{ id }] = await db("products")
    .insert({
      host_id: hostId,
      name: overrides.name ?? "Testproduct",
      description: overrides.description ?? null,
      tab: overrides.tab ?? "Menu",
      group_name: overrides.groupName ?? null,
      type: overrides.type ?? null,
      sort_order: overrides.sortOrder ?? 0,
      sold: overrides.sold ?? 0,
      allergens: overrides.allergens ?? [],
      flags: overrides.flags ?? ([] as ProductFlag[]),
      price: overrides.price ?? 1000,
      price_deliver: overrides.priceDeliver ?? null,
      price_takeout: overrides.priceTakeout ?? null,
      vat_rate: overrides.vatRate ?? 9,
      volumes: JSON.stringify(overrides.volumes ?? ([] as Volume[])),
      variations: JSON.stringify(overrides.variations ?? []),
      default_includes: JSON.stringify(overrides.defaultIncludes ?? ([] as DefaultInclude[])),
      favorite: overrides.favorite ?? false,
      active: overrides.active ?? true,
      icon: overrides.icon ?? null,
    })
    .returning("id");

  for (const [g, group] of (overrides.groups ?? []).entries()) {
    const [{ id: groupId }] = await db("include_groups")
      .insert({
        host_id: hostId,
        product_id: id,
        name: group.name,
        min: group.min ?? 0,
        max: group.max ?? 99,
        included: group.included ?? 0,
        extra: group.extra ?? false,
        favorites: JSON.stringify(group.favorites ?? []),
        exception: JSON.stringify(group.exception ?? []),
        sort_order: group.sortOrder ?? g,
        half: group.half ?? false,
      })
      .returning("id");
    const items = (group.items ?? []).map((raw, i) => {
      const item = typeof raw === "string" ? { name: raw } : raw;
      return {
        host_id: hostId,
        group_id: groupId,
        name: item.name,
        price: item.price ?? 0,
        count: item.count ?? null,
        volume: item.volume ?? null,
        tab: item.tab ?? null,
        extra: item.extra ?? false,
        incl: item.incl ?? false,
        sort_order: item.sortOrder ?? i,
        vat_rate: item.vatRate ?? null,
      };
    });
    if (items.length) await db("include_items").insert(items);
  }
  const product = await getProduct(db, { hostId, id });
  if (!product) throw new Error(`Product ${id} vanished right after insert`);
  return product;
}

// ---------------------------------------------------------------------------------------------
// Users

export interface FactoryUser {
  id: number;
  kind: UserKind;
  organisationId: number | null;
  orgRole: Role | null;
  role: Role | null;
  phone: string | null;
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface UserInput {
  kind?: UserKind;
  organisationId?: number | null;
  orgRole?: Role | null;
  role?: Role | null;
  /** Stored as given: pass it cleaned (+316…). Defaults to a random +316 number for customers. */
  phone?: string | null;
  email?: string | null;
  /** Hashed with scrypt; or pass passwordHash to reuse one hash for many users. */
  password?: string;
  passwordHash?: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
  subscribed?: boolean;
  engagement?: Record<string, unknown>;
}

/**
 * A customer by default. Staff: { kind: 'host', organisationId, orgRole }. Root: { kind: 'root' }.
 */
export async function createUser(db: Knex, overrides: UserInput = {}): Promise<FactoryUser> {
  const kind = overrides.kind ?? "customer";
  if (kind === "host" && !overrides.organisationId) {
    throw new Error("createUser: a host user (staff) needs an organisationId");
  }
  const firstName = overrides.firstName ?? (overrides.name ? null : "Test");
  const lastName = overrides.lastName ?? (overrides.name ? null : kind === "customer" ? "Klant" : "Medewerker");
  const name = overrides.name ?? ([firstName, lastName].filter(Boolean).join(" ") || null);
  const phone = overrides.phone !== undefined ? overrides.phone : kind === "customer" ? `+316${randomDigits(8)}` : null;
  const passwordHash = overrides.passwordHash ?? (overrides.password ? await hashPassword(overrides.password) : null);
  const [row] = await db("users")
    .insert({
      kind,
      organisation_id: overrides.organisationId ?? null,
      org_role: overrides.orgRole ?? null,
      role: overrides.role ?? null,
      phone,
      email: overrides.email ? overrides.email.trim().toLowerCase() : null,
      password_hash: passwordHash,
      name,
      first_name: firstName,
      last_name: lastName,
      avatar: overrides.avatar ?? null,
      subscribed: overrides.subscribed ?? false,
      engagement: JSON.stringify(overrides.engagement ?? {}),
    })
    .returning<Array<FactoryUser & UserRecord>>(USER_COLUMNS);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Orders

export interface Address {
  street: string;
  number: string;
  zipcode: string;
  city: string;
  name?: string;
  phone?: string;
}

export interface OrderItemInput {
  /** The line's VAT rate (docs/issues/017.md); default the product's, else 9. */
  vatRate?: 9 | 21;
  /** Priced from this product of the host (volume, deliver/takeout price, include groups). */
  productId?: number;
  /** Required without productId. */
  name?: string;
  subname?: string | null;
  quantity?: number;
  /** Overrides the computed unit price. */
  unitPrice?: number;
  volume?: string | null;
  variation?: string | null;
  /** Chosen include item names (groups with half = false). */
  includes?: string[];
  /** Second half's choices (groups with half = true). */
  includes2?: string[];
  /** Default includes taken off, by name. */
  removed?: string[];
  remark?: string | null;
  icon?: string | null;
  tab?: string | null;
  groupName?: string | null;
  reward?: boolean;
}

export interface OrderInput {
  customerId?: number | null;
  status?: OrderStatus;
  source?: OrderSource;
  paymentMethod?: OrderPaymentMethod;
  paymentStatus?: PaymentStatus;
  paid?: boolean;
  paidAt?: Date | null;
  paidBy?: number | null;
  /** Defaults to pickup (no address needed). */
  deliver?: boolean;
  asap?: boolean;
  /** When the order is placed; defaults to now. */
  createdAt?: Date;
  /** Defaults to createdAt + 45 minutes (delivery) or + 25 minutes (pickup). */
  due?: Date;
  /** Europe/Amsterdam day of the number; defaults to the day of createdAt. */
  day?: string;
  address?: Address | null;
  customerName?: string | null;
  phone?: string | null;
  description?: string | null;
  /** Defaults to the matching delivery zone's fee (free above its free_from) when delivering. */
  deliveryFee?: number;
  /** The iDEAL fee; defaults to 29 for iDEAL, else 0. */
  fee?: number;
  discount?: number;
  idempotencyKey?: string | null;
  marketplaceRef?: string | null;
  engagement?: Record<string, unknown>;
  createdBy?: number | null;
  items?: OrderItemInput[];
}

export interface FactoryOrderItem {
  id: number;
  position: number;
  productId: number | null;
  name: string;
  quantity: number;
  unitPrice: number;
  extras: number;
  amount: number;
}

export interface FactoryOrder {
  id: number;
  hostId: number;
  customerId: number | null;
  number: number;
  day: string;
  status: OrderStatus;
  due: Date;
  deliver: boolean;
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  paid: boolean;
  subtotal: number;
  deliveryFee: number;
  fee: number;
  amount: number;
  items: FactoryOrderItem[];
}

/**
 * The product as priceLine sees it, minus the completeness rules: a fixture may describe any order,
 * incomplete ones included (assertComplete guards the demo), so groups are optional here, offered
 * for every volume and variation, and only a chosen volume counts. The arithmetic is priceLine's.
 */
function pricingOf(product: MenuProduct, volume: string | null | undefined): PricingProduct {
  return {
    ...product,
    volumes: volume ? product.volumes : [],
    variations: [],
    groups: product.groups.map((g) => ({
      ...g,
      min: 0,
      max: 99,
      exception: [],
      items: g.items.map((i) => ({ ...i, volume: null })),
    })),
  };
}

/** Flat choice names → names per group (the first group of that half offering each name). */
function choicesByGroup(product: MenuProduct, first: string[], second: string[]): Record<string, string[]> {
  const byGroup: Record<string, string[]> = {};
  for (const [names, half] of [
    [first, false],
    [second, true],
  ] as const) {
    for (const name of names) {
      const group = product.groups.find((g) => g.half === half && g.items.some((i) => i.name === name));
      if (!group) throw new Error(`createOrder: ${product.name} offers no "${name}"`);
      (byGroup[group.name] ??= []).push(name);
    }
  }
  return byGroup;
}

/** Unit price, extras and the priced choices of a fixture line, by the domain's priceLine. */
function priceFixtureLine(product: MenuProduct, item: OrderItemInput, deliver: boolean) {
  if (item.volume && !product.volumes.some((v) => v.name === item.volume)) {
    throw new Error(`createOrder: ${product.name} has no volume "${item.volume}"`);
  }
  // Quantity 1: fixtures may order more than a customer's per-line limit; the amount is scaled below
  const priced = priceLine(
    pricingOf(product, item.volume),
    {
      quantity: 1,
      volume: item.volume,
      includes: choicesByGroup(product, item.includes ?? [], item.includes2 ?? []),
      removed: item.removed,
    },
    { deliver },
  );
  if (!priced.ok) throw new Error(`createOrder: ${product.name}: ${JSON.stringify(priced.problem)}`);
  return priced;
}

/** The checkout's rule: the zone for the postcode (domain zoneFor) and its fee for this subtotal. */
async function deliveryFeeFor(trx: Knex.Transaction, hostId: number, zipcode: string | undefined, subtotal: number) {
  const zone = zoneFor(await getDeliveryZones(trx, { hostId }), zipcode ?? "");
  return zone ? deliveryFee(zone, subtotal) : 0;
}

function defaultPaymentStatus(method: OrderPaymentMethod, paid: boolean): PaymentStatus {
  if (method === "ideal") return paid ? "paid" : "open";
  return method;
}

/**
 * A valid order with its number from the host's day counter (in the caller's transaction when
 * given one). Items given by productId are priced from the database as the server would.
 */
export async function createOrder(db: Knex, hostId: number, input: OrderInput = {}): Promise<FactoryOrder> {
  return inTransaction(db, async (trx) => {
    const createdAt = input.createdAt ?? new Date();
    const deliver = input.deliver ?? false;
    const due = input.due ?? new Date(createdAt.getTime() + (deliver ? 45 : 25) * 60_000);
    const day = input.day ?? amsterdamDay(createdAt);
    const paymentMethod = input.paymentMethod ?? "cash";
    const paid = input.paid ?? false;

    const items = [];
    for (const [index, item] of (input.items ?? []).entries()) {
      const quantity = item.quantity ?? 1;
      let unitPrice = item.unitPrice ?? 0;
      let extras = 0;
      let includes: Array<{ name: string; price: number }> = [];
      let includes2: Array<{ name: string; price: number }> | null = null;
      let removed: DefaultInclude[] = [];
      let product: MenuProduct | null = null;
      if (item.productId != null) {
        product = await getProduct(trx, { hostId, id: item.productId });
        if (!product) throw new Error(`createOrder: product ${item.productId} is not host ${hostId}'s`);
        const priced = priceFixtureLine(product, item, deliver);
        if (item.unitPrice == null) unitPrice = priced.unit;
        removed = priced.removed;
        includes = priced.include;
        includes2 = product.type === "half" || item.includes2 ? priced.include2 : null;
        extras = priced.extras;
      } else if (!item.name) {
        throw new Error("createOrder: an item needs a productId or a name");
      } else {
        includes = (item.includes ?? []).map((name) => ({ name, price: 0 }));
      }
      if (item.reward) {
        unitPrice = 0;
        extras = 0;
      }
      const vatRate = item.vatRate ?? product?.vatRate ?? 9;
      items.push({
        productId: product?.id ?? null,
        position: index + 1,
        name: item.name ?? product?.name ?? "",
        subname: item.subname ?? ([item.variation, item.volume].filter(Boolean).join(", ") || null),
        remark: item.remark ?? null,
        quantity,
        unitPrice,
        extras,
        amount: quantity * (unitPrice + extras),
        volume: item.volume ?? null,
        variation: item.variation ?? null,
        includes,
        includes2,
        removed,
        half: product?.type === "half",
        reward: item.reward ?? false,
        vatRate,
        // the whole line at its rate (decision 071: amount21 is the line's 21 % part)
        amount21: vatRate === 21 ? quantity * (unitPrice + extras) : 0,
        icon: item.icon ?? product?.icon ?? null,
        tab: item.tab ?? product?.tab ?? null,
        groupName: item.groupName ?? product?.groupName ?? null,
      });
    }

    const subtotal = items.reduce((s, i) => s + i.amount, 0);
    const deliveryFee =
      input.deliveryFee ?? (deliver ? await deliveryFeeFor(trx, hostId, input.address?.zipcode, subtotal) : 0);
    const fee = input.fee ?? paymentFee(paymentMethod);
    const discount = input.discount ?? 0;
    const number = await nextOrderNumber(trx, { hostId, day });

    // the orders model writes the row, its items and its 'created' event, as for every order
    const order = await insertOrderRecord(trx, {
      order: {
        hostId,
        customerId: input.customerId ?? null,
        number,
        day,
        status: input.status ?? "new",
        due,
        asap: input.asap ?? true,
        deliver,
        source: input.source ?? "internet",
        paymentMethod,
        paymentStatus: input.paymentStatus ?? defaultPaymentStatus(paymentMethod, paid),
        paid,
        paidAt: paid ? (input.paidAt ?? createdAt) : null,
        paidBy: input.paidBy ?? null,
        address: input.address ?? null,
        customerName: input.customerName ?? input.address?.name ?? null,
        phone: input.phone ?? input.address?.phone ?? null,
        description: input.description ?? null,
        subtotal,
        deliveryFee,
        fee,
        discount: discount ? { amount: discount, id: null, name: null } : null,
        amount: orderTotal({ subtotal, deliveryFee, fee, discount }),
        idempotencyKey: input.idempotencyKey ?? null,
        marketplaceRef: input.marketplaceRef ?? null,
        engagement: input.engagement ?? {},
        acceptedAt: ["order", "done", "archive", "hide"].includes(input.status ?? "new") ? createdAt : null,
        createdBy: input.createdBy ?? null,
        createdAt,
      },
      items,
    });
    const inserted = await trx("order_items").where({ host_id: hostId, order_id: order.id }).orderBy("position").select<
      Array<{
        id: number;
        position: number;
        product_id: number | null;
        name: string;
        quantity: number;
        unit_price: number;
        extras: number;
        amount: number;
      }>
    >(["id", "position", "product_id", "name", "quantity", "unit_price", "extras", "amount"]);
    return {
      id: order.id,
      hostId,
      customerId: order.customerId,
      number: order.number,
      day: order.day,
      status: order.status,
      due: order.due,
      deliver: order.deliver,
      paymentMethod,
      paymentStatus: order.paymentStatus as PaymentStatus,
      paid: order.paid,
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      fee: order.fee,
      amount: order.amount,
      items: inserted.map((i) => ({
        id: i.id,
        position: i.position,
        productId: i.product_id,
        name: i.name,
        quantity: i.quantity,
        unitPrice: i.unit_price,
        extras: i.extras,
        amount: i.amount,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Payments, stamps, notifications, printers

export interface PaymentInput {
  orderId: number;
  status?: "open" | "canceled" | "pending" | "authorized" | "expired" | "failed" | "paid";
  amount: number;
  fee?: number;
  providerPaymentId?: string | null;
  idempotencyKey?: string;
  mode?: "test" | "live";
  checkoutUrl?: string | null;
  paidAt?: Date | null;
  createdAt?: Date;
}

export async function createPayment(db: Knex, hostId: number, input: PaymentInput): Promise<{ id: number }> {
  const createdAt = input.createdAt ?? new Date();
  const status = input.status ?? "open";
  const [row] = await db("payments")
    .insert({
      host_id: hostId,
      order_id: input.orderId,
      provider: "mollie",
      provider_payment_id: input.providerPaymentId ?? `tr_test${randomSuffix(5)}`,
      idempotency_key: input.idempotencyKey ?? `pay-${randomSuffix(8)}`,
      method: "ideal",
      status,
      amount: input.amount,
      fee: input.fee ?? IDEAL_FEE,
      mode: input.mode ?? "test",
      checkout_url: input.checkoutUrl ?? null,
      paid_at: status === "paid" ? (input.paidAt ?? createdAt) : null,
      expires_at: new Date(createdAt.getTime() + 15 * 60_000),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning("id");
  return { id: row.id };
}

export async function createStamp(
  db: Knex,
  hostId: number,
  input: {
    customerId: number;
    delta?: number;
    reason?: "welcome" | "order" | "reward" | "adjust";
    orderId?: number | null;
    createdAt?: Date;
  },
): Promise<{ id: number }> {
  const [row] = await db("stamps")
    .insert({
      host_id: hostId,
      customer_id: input.customerId,
      order_id: input.orderId ?? null,
      delta: input.delta ?? 1,
      reason: input.reason ?? "order",
      created_at: input.createdAt ?? new Date(),
    })
    .returning("id");
  return { id: row.id };
}

export async function createNotification(
  db: Knex,
  hostId: number,
  input: {
    orderId?: number | null;
    userId?: number | null;
    method: "push" | "sms";
    type: string;
    sub?: string | null;
    message: string;
    link?: string | null;
    from?: string | null;
    recipient?: string | null;
    status?: "sent" | "failed" | "skipped";
    error?: string | null;
    createdAt?: Date;
  },
): Promise<{ id: number }> {
  const [row] = await db("notifications")
    .insert({
      host_id: hostId,
      order_id: input.orderId ?? null,
      user_id: input.userId ?? null,
      method: input.method,
      type: input.type,
      sub: input.sub ?? null,
      message: input.message,
      link: input.link ?? null,
      from: input.from ?? "system",
      recipient: input.recipient ?? null,
      status: input.status ?? "sent",
      error: input.error ?? null,
      created_at: input.createdAt ?? new Date(),
    })
    .returning("id");
  return { id: row.id };
}

export async function createPrinter(
  db: Knex,
  hostId: number,
  input: {
    name?: string;
    mac?: string;
    paper?: "thermal2" | "thermal3";
    active?: boolean;
    lastPollAt?: Date | null;
    /** the printer's key (only its SHA-256 is stored); none: a printer from before docs/issues/022.md */
    secret?: string;
    codepage?: "1252" | "858" | "437";
    buzzer?: boolean;
  } = {},
): Promise<{ id: number; mac: string }> {
  const mac = input.mac?.toLowerCase() ?? `00:11:62:${randomSuffix(3).match(/../g)?.join(":") ?? "00:00:00"}`;
  const [row] = await db("printers")
    .insert({
      host_id: hostId,
      name: input.name ?? "Keuken",
      mac,
      paper: input.paper ?? "thermal3",
      active: input.active ?? true,
      last_poll_at: input.lastPollAt ?? null,
      secret_hash:
        input.secret === undefined ? null : crypto.createHash("sha256").update(input.secret, "utf8").digest("hex"),
      codepage: input.codepage ?? "1252",
      buzzer: input.buzzer ?? false,
    })
    .returning(["id", "mac"]);
  return { id: row.id, mac: row.mac };
}

/** Links a customer to a host (the restaurant's customer list, engagement, favourite). */
export async function linkCustomer(
  db: Knex,
  hostId: number,
  customerId: number,
  input: { favorite?: boolean; engagement?: Record<string, unknown> } = {},
): Promise<void> {
  await db("host_customers")
    .insert({
      host_id: hostId,
      customer_id: customerId,
      favorite: input.favorite ?? false,
      engagement: JSON.stringify(input.engagement ?? {}),
    })
    .onConflict(["host_id", "customer_id"])
    .merge(["favorite", "engagement"]);
}
