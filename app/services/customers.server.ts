// /customers (docs/issues/007.md): the restaurant's customers for its staff, root's list over every restaurant
// on the platform domain, one customer's page, and the note staff keep about a customer.
// const data = await loadCustomerList({ host, query: { q, page } }); await saveNote({ hostId, current, customerId, input })
import { getDb } from "~/db.server";
import {
  boardLink,
  CUSTOMER_NOT_FOUND,
  CUSTOMERS_PER_PAGE,
  customerName,
  escapeLike,
  formatDateTime,
  formatLastOrder,
  mayStoreEngagement,
  notificationLabel,
  pageInfo,
  phoneSearchPatterns,
} from "~/domain/customers";
import { isAnonymousPhone } from "~/domain/validation";
import { formatPhone } from "~/domain/phone-format";
import { statusLabel } from "~/domain/order-status";
import { paymentStatusLabel } from "~/domain/payment-status";
import { formatEuro } from "~/domain/pricing";
import { listCustomersAcrossHosts } from "~/models/customers.root.server";
import { getHost } from "~/models/hosts.server";
import {
  getHostCustomer,
  listCustomerNotifications,
  listCustomerOrders,
  listHostCustomers,
  saveCustomerNote,
  type CustomerSearch,
} from "~/models/customers.server";
import type { CustomerNote } from "~/schemas/customers";
import type { ListQuery } from "~/schemas/list-query";
import { ServiceError } from "~/services/errors.server";
import { hostLoginUrl } from "~/services/exlogin.server";
import type { SessionUser } from "~/services/session-user.server";
import { NO_ACCESS } from "~/domain/messages";
import { staffLabel } from "~/domain/people";

/** docs/spec.md §2/§6: Klanten is for admin, order and user (root passes every staff guard). */

function toSearch(q: string): CustomerSearch {
  return { namePattern: q ? `%${escapeLike(q)}%` : null, phonePatterns: phoneSearchPatterns(q) };
}

function when(date: Date | null, now: Date) {
  return date ? { iso: date.toISOString(), label: formatLastOrder(date, now), title: formatDateTime(date) } : null;
}

export interface CustomerListItem {
  id: number;
  name: string;
  phone: string;
  orders: number;
  total: number;
  totalLabel: string;
  lastOrder: { iso: string; label: string; title: string } | null;
  /** At this restaurant; null on root's list, where each restaurant has its own card. */
  stamps: number | null;
  /** Root's list: the restaurants the customer ordered at, each opened with a login hop. */
  hosts: Array<{ id: number; name: string; stamps: number }> | null;
  href: string | null;
}

export interface CustomerListData {
  scope: "host" | "platform";
  title: string;
  q: string;
  total: number;
  page: ReturnType<typeof pageInfo>;
  requestedPage: number;
  customers: CustomerListItem[];
}

/**
 * The customers of the restaurant, or with host null (the platform domain) of every restaurant (the
 * route lets only root in there). Last order first, 50 per page.
 */
export async function loadCustomerList({
  host,
  query,
  now = new Date(),
}: {
  host: { id: number; name: string } | null;
  query: ListQuery;
  now?: Date;
}): Promise<CustomerListData> {
  const db = getDb();
  const search = toSearch(query.q);
  const offset = (query.page - 1) * CUSTOMERS_PER_PAGE;
  const common = (total: number) => ({
    q: query.q,
    total,
    page: pageInfo(query.page, total),
    requestedPage: query.page,
  });
  if (host) {
    const { rows, total } = await listHostCustomers(db, {
      hostId: host.id,
      search,
      limit: CUSTOMERS_PER_PAGE,
      offset,
    });
    return {
      scope: "host",
      title: host.name,
      ...common(total),
      customers: rows.map((r) => ({
        id: r.id,
        name: customerName(r),
        phone: formatPhone(r.phone),
        orders: r.orders,
        total: r.total,
        totalLabel: formatEuro(r.total),
        lastOrder: when(r.lastOrderAt, now),
        stamps: r.stamps,
        hosts: null,
        href: `/customers/${r.id}`,
      })),
    };
  }
  const { rows, total } = await listCustomersAcrossHosts(db, { search, limit: CUSTOMERS_PER_PAGE, offset });
  return {
    scope: "platform",
    title: "Alle restaurants",
    ...common(total),
    customers: rows.map((r) => ({
      id: r.id,
      name: customerName(r),
      phone: formatPhone(r.phone),
      orders: r.orders,
      total: r.total,
      totalLabel: formatEuro(r.total),
      lastOrder: when(r.lastOrderAt, now),
      stamps: null,
      hosts: r.hosts,
      href: null,
    })),
  };
}

/** One customer of this restaurant: contact, stamps, orders, notifications, the staff's note. */
export async function loadCustomer({
  host,
  customerId,
  now = new Date(),
}: {
  host: { id: number; name: string };
  customerId: number;
  now?: Date;
}) {
  const db = getDb();
  const customer = await getHostCustomer(db, { hostId: host.id, customerId });
  if (!customer) throw new ServiceError(CUSTOMER_NOT_FOUND, 404);
  const [orders, notifications] = await Promise.all([
    listCustomerOrders(db, { hostId: host.id, customerId }),
    listCustomerNotifications(db, { hostId: host.id, customerId }),
  ]);
  const lastAddress = orders.find((o) => o.deliver && o.address?.street)?.address ?? null;
  return {
    hostName: host.name,
    customer: {
      id: customer.id,
      name: customerName(customer),
      phone: formatPhone(customer.phone),
      phoneHref: customer.phone && !isAnonymousPhone(customer.phone) ? `tel:${customer.phone}` : null,
      email: customer.email,
      address: lastAddress
        ? [
            [lastAddress.street, lastAddress.number].filter(Boolean).join(" "),
            [lastAddress.zipcode, lastAddress.city].filter(Boolean).join(" "),
          ]
            .filter(Boolean)
            .join(", ")
        : null,
      since: when(customer.since, now),
      favorite: customer.favorite,
      stamps: customer.stamps,
    },
    note: {
      text: customer.note ?? "",
      modified: customer.engagement.modified ? when(new Date(customer.engagement.modified), now) : null,
      modifiedBy: customer.engagement.modifiedBy?.name ?? null,
    },
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      date: when(o.createdAt, now),
      status: statusLabel(o.status) ?? o.status,
      deliver: o.deliver,
      amount: o.amount,
      amountLabel: formatEuro(o.amount),
      payment: paymentStatusLabel(o.paymentStatus) ?? o.paymentStatus,
      paid: o.paid,
      href: boardLink(o),
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      orderNumber: n.orderNumber,
      date: when(n.createdAt, now),
      method: n.method === "sms" ? "Sms" : "Push",
      type: notificationLabel(n),
      message: n.message,
      status: NOTIFICATION_STATUS[n.status] ?? n.status,
      failed: n.status === "failed",
    })),
  };
}

const NOTIFICATION_STATUS: Record<string, string> = { sent: "Verstuurd", failed: "Mislukt", skipped: "Niet verstuurd" };

/**
 * Keeps the staff's note about a customer on this restaurant's own relation row. docs/spec.md §6: only
 * non-customers may store engagement data, whatever the route let through.
 */
export async function saveNote({
  hostId,
  current,
  customerId,
  input,
  now = new Date(),
}: {
  hostId: number;
  current: SessionUser;
  customerId: number;
  input: CustomerNote;
  now?: Date;
}) {
  if (!mayStoreEngagement(current.user.kind)) throw new ServiceError(NO_ACCESS, 403);
  const host = { id: hostId };
  const author = staffLabel(current.user, current.user.kind === "root" ? "Bestelinfo" : "Medewerker");
  const saved = await saveCustomerNote(getDb(), {
    hostId: host.id,
    customerId,
    note: input.note || null,
    modified: now,
    modifiedBy: { id: current.user.id, name: author },
  });
  if (!saved) throw new ServiceError(CUSTOMER_NOT_FOUND, 404);
  return { text: input.note, modified: when(now, now), modifiedBy: author };
}

/**
 * Root's hop from the platform list to a customer's page at one restaurant: staff sessions are
 * per domain, so root gets a single-use login link there (/exlogin) that lands on the page.
 */
export async function openCustomerAtHost({
  actor: current,
  input,
  requestUrl,
}: {
  actor: SessionUser;
  input: { hostId: number; customerId: number };
  requestUrl: string;
}): Promise<string> {
  if (current.user.kind !== "root") throw new ServiceError(NO_ACCESS, 403);
  const host = await getHost(getDb(), { hostId: input.hostId });
  if (!host || !(await getHostCustomer(getDb(), { hostId: host.id, customerId: input.customerId }))) {
    throw new ServiceError(CUSTOMER_NOT_FOUND, 404);
  }
  return hostLoginUrl(requestUrl, { userId: current.user.id, host, redirectTo: `/customers/${input.customerId}` });
}
