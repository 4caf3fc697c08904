// The demo platform written into a database: db/demo-data.ts's plain data through the factory
// (db/factory.ts), the same one the tests use. Apart from the factory so that the factory does not
// import the data that imports the factory's input types (decision 082).
import type { Knex } from "knex";
import { fromWallClock, parseDay } from "../app/domain/amsterdam-time";
import { hashPassword } from "../app/infra/password.server";
import type { Host } from "../app/models/hosts.server";
import { amsterdamDay } from "../app/models/orders.server";
import type { MenuProduct } from "../app/models/products.server";
import {
  DEMO_CALLCENTRE,
  DEMO_CUSTOMERS,
  DEMO_HOSTS,
  DEMO_ORDERS,
  DEMO_ROOT,
  DEMO_STAFF,
  type DemoHostKey,
} from "./demo-data";
import {
  createHost,
  createNotification,
  createOrder,
  createOrganisation,
  createPayment,
  createPrinter,
  createProduct,
  createStamp,
  createUser,
  inTransaction,
  linkCustomer,
  type FactoryOrder,
  type FactoryUser,
  type OrderItemInput,
  type Organisation,
} from "./factory";

export const DEMO_PASSWORD = "bestelinfo";

export interface DemoPlatform {
  organisations: Record<DemoHostKey | "callcenter", Organisation>;
  hosts: Record<DemoHostKey, Host>;
  /** Products per host by name. */
  products: Record<DemoHostKey, Record<string, MenuProduct>>;
  root: FactoryUser;
  /** By DEMO_STAFF key, e.g. staff["roma-admin"]. */
  staff: Record<string, FactoryUser>;
  /** By DEMO_CUSTOMERS key, e.g. customers.sanne. */
  customers: Record<string, FactoryUser>;
  orders: FactoryOrder[];
}

/** The instant of an Amsterdam wall-clock time ('HH:mm') on a day ('YYYY-MM-DD'). */
function amsterdamTime(day: string, time: string): Date {
  const date = parseDay(day);
  if (!date) throw new Error(`demo: no such day ${day}`);
  const [hh, mm] = time.split(":").map(Number);
  return fromWallClock(date, hh, mm);
}

/**
 * The seed must describe orders a customer could really place: volume and variation chosen where
 * offered, every group's min/max respected. Throws on a demo typo instead of seeding nonsense.
 */
function assertComplete(product: MenuProduct, item: OrderItemInput): void {
  const where = `demo item ${product.name}`;
  if (product.volumes.length && !item.volume) throw new Error(`${where}: choose a volume`);
  if (product.variations.length && !(item.variation && product.variations.includes(item.variation))) {
    throw new Error(`${where}: choose a variation`);
  }
  for (const group of product.groups) {
    if (group.exception.some((e) => e === item.volume || e === item.variation)) continue;
    const chosen = (group.half ? item.includes2 : item.includes) ?? [];
    const names = new Set(chosen.filter((n) => group.items.some((i) => i.name === n)));
    if (names.size < group.min || names.size > group.max)
      throw new Error(`${where}: group ${group.name} needs ${group.min}..${group.max}`);
    for (const n of names) {
      const wanted = group.items.find((i) => i.name === n)?.volume;
      if (wanted && wanted !== item.volume) throw new Error(`${where}: ${n} only with volume ${wanted}`);
    }
  }
}

/**
 * The whole demo: three restaurants and a call centre, staff of every role, a root user, and
 * customers with order history, stamps, payments, notifications and print jobs. Fixed data;
 * only the dates follow `now`. Run it in one transaction (seedDemo does).
 */
export async function createDemoPlatform(db: Knex, now: Date = new Date()): Promise<DemoPlatform> {
  return inTransaction(db, async (trx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const organisations = {} as DemoPlatform["organisations"];
    const hosts = {} as DemoPlatform["hosts"];
    const products = {} as DemoPlatform["products"];

    for (const demo of DEMO_HOSTS) {
      const organisation = await createOrganisation(trx, demo.organisation);
      organisations[demo.key] = organisation;
      const host = await createHost(trx, {
        ...demo.host,
        organisationId: organisation.id,
        openingHours: demo.openingHours,
        deliveryZones: demo.deliveryZones,
      });
      const byName: Record<string, MenuProduct> = {};
      for (const [i, input] of demo.products.entries()) {
        byName[input.name ?? ""] = await createProduct(trx, host.id, { sortOrder: (i + 1) * 10, ...input });
      }
      products[demo.key] = byName;
      const stampRewardProductIds = demo.rewards.map((name) => byName[name].id);
      await trx("hosts")
        .where({ id: host.id })
        .update({
          settings: JSON.stringify({ ...demo.host.settings, stampRewardProductIds }),
          club_reward: demo.clubReward,
        });
      hosts[demo.key] = { ...host, settings: { ...host.settings, stampRewardProductIds } };
      for (const printer of demo.printers) await createPrinter(trx, host.id, printer);
      if (demo.marketplace) {
        await trx("marketplace_links").insert({
          host_id: host.id,
          provider: "thuisbezorgd",
          external_id: demo.marketplace.externalId,
        });
      }
    }

    const callcentre = await createOrganisation(trx, { name: DEMO_CALLCENTRE.name });
    organisations.callcenter = callcentre;
    await trx("organisation_hosts").insert(
      DEMO_CALLCENTRE.serves.map((key) => ({ organisation_id: callcentre.id, host_id: hosts[key].id })),
    );

    const root = await createUser(trx, {
      kind: "root",
      role: "admin",
      firstName: DEMO_ROOT.firstName,
      lastName: DEMO_ROOT.lastName,
      phone: DEMO_ROOT.phone,
      email: DEMO_ROOT.email,
      passwordHash,
    });
    const staff: Record<string, FactoryUser> = {};
    for (const s of DEMO_STAFF) {
      staff[s.key] = await createUser(trx, {
        kind: "host",
        organisationId: organisations[s.organisation].id,
        orgRole: s.orgRole,
        role: s.role,
        firstName: s.firstName,
        lastName: s.lastName,
        phone: s.phone,
        email: s.email,
        passwordHash,
      });
    }
    const customers: Record<string, FactoryUser> = {};
    for (const c of DEMO_CUSTOMERS) {
      customers[c.key] = await createUser(trx, {
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        subscribed: true,
      });
    }

    // Oldest first, so each host's numbers run with the clock through every day.
    const timed = DEMO_ORDERS.map((order) => ({
      order,
      at:
        "minutesAgo" in order.at
          ? new Date(now.getTime() - order.at.minutesAgo * 60_000)
          : amsterdamTime(amsterdamDay(new Date(now.getTime() - order.at.daysAgo * 86_400_000)), order.at.time),
    })).sort((a, b) => a.at.getTime() - b.at.getTime());

    const orders: FactoryOrder[] = [];
    const firstOrderAt = new Map<string, Date>();
    for (const { order: o, at } of timed) {
      const host = hosts[o.host];
      const customer = o.customer ? DEMO_CUSTOMERS.find((c) => c.key === o.customer) : undefined;
      if (o.customer && !customer) throw new Error(`Demo order for unknown customer ${o.customer}`);
      const items = o.items.map(({ product: name, ...item }) => {
        if (!name) return item;
        const product = products[o.host][name];
        if (!product) throw new Error(`Demo order: ${o.host} has no product ${name}`);
        assertComplete(product, item);
        return { ...item, productId: product.id };
      });
      const order = await createOrder(trx, host.id, {
        customerId: customer ? customers[customer.key].id : null,
        status: o.status,
        source: o.source,
        paymentMethod: o.payment,
        paymentStatus: o.paymentStatus,
        paid: o.paid,
        paidAt: o.paid ? at : null,
        deliver: o.deliver,
        asap: o.asap ?? true,
        createdAt: at,
        due: o.dueAfter != null ? new Date(at.getTime() + o.dueAfter * 60_000) : undefined,
        address: o.deliver ? (o.address ?? customer?.address ?? null) : null,
        customerName: o.customerName ?? (customer ? `${customer.firstName} ${customer.lastName}` : null),
        phone: o.phone ?? customer?.address.phone ?? null,
        description: o.description ?? null,
        deliveryFee: o.deliveryFee,
        marketplaceRef: o.marketplaceRef ?? null,
        createdBy: o.createdBy ? staff[o.createdBy].id : null,
        idempotencyKey: `demo-${o.host}-${at.getTime()}`,
        items,
      });
      orders.push(order);

      if (o.ideal) {
        await createPayment(trx, host.id, {
          orderId: order.id,
          status: o.ideal,
          amount: order.amount,
          fee: order.fee,
          providerPaymentId: `tr_demo${order.id}`,
          idempotencyKey: `demo-pay-${order.id}`,
          createdAt: at,
        });
      }
      for (const n of o.notifications ?? []) {
        await createNotification(trx, host.id, {
          orderId: order.id,
          userId: customer ? customers[customer.key].id : null,
          method: n.method,
          type: n.type,
          sub: n.sub ?? null,
          message: n.message,
          recipient: customer?.phone ?? null,
          status: n.status ?? "sent",
          error: n.error ?? null,
          createdAt: new Date(at.getTime() + n.afterMinutes * 60_000),
        });
      }
      if (o.printed) {
        const printer = await trx("printers").where({ host_id: host.id }).orderBy("id").first<{ id: number }>("id");
        if (printer) {
          await trx("print_jobs").insert({
            host_id: host.id,
            printer_id: printer.id,
            order_id: order.id,
            status: "done",
            attempts: 1,
            last_code: "200 OK",
            fetched_at: new Date(at.getTime() + 60_000),
            done_at: new Date(at.getTime() + 61_000),
            created_at: at,
            updated_at: new Date(at.getTime() + 61_000),
          });
        }
      }

      // Stamps: the free first one with a customer's first order at a host, one per completed order.
      if (customer) {
        const customerId = customers[customer.key].id;
        const pair = `${o.host}:${customer.key}`;
        if (!firstOrderAt.has(pair)) {
          firstOrderAt.set(pair, at);
          await linkCustomer(trx, host.id, customerId, {
            favorite:
              (o.host === "pizzaroma" && customer.key === "sanne") ||
              (o.host === "grillankara" && customer.key === "jan"),
          });
          await createStamp(trx, host.id, { customerId, reason: "welcome", createdAt: at });
        }
        if (o.status === "archive" || o.status === "hide") {
          await createStamp(trx, host.id, { customerId, reason: "order", orderId: order.id, createdAt: order.due });
        }
      }
    }

    await trx("config_documents").insert({ name: "app", version: "1.8.7", update_flag: 0 }).onConflict("name").ignore();

    return { organisations, hosts, products, root, staff, customers, orders };
  });
}
