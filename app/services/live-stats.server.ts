// /admin/stats/todo and /admin/stats/feed (docs/issues/007.md): today's orders across the hosts a user may
// see, live. Who sees which hosts:
// - to-do: call-centre staff every host their organisation serves (on the platform domain or on
//   any of those hosts' domains); root every host on the platform domain, that host on a host's.
// - feed: root every host on the platform domain; root or an admin on a host's domain that host.
// Everybody else gets 403 (the routes resolve that scope: app/http/live-scope.server.ts). The
// pages join each host's live channel (root: the root channel).
import type { BoardLink, FeedData, TodoData } from "~/schemas/stats-view";
import { getDb } from "~/db.server";
import { formatClock } from "~/domain/amsterdam-time";
import { isBoardTab } from "~/domain/board";
import { paymentMethodName } from "~/domain/constants";
import { statusLabel } from "~/domain/order-status";
import { paymentStatusLabel } from "~/domain/payment-status";
import { periodRange } from "~/domain/periods";
import { ageLabel, buildTodo, isUrgent, reasonLabel } from "~/domain/todo";
import { getHost } from "~/models/hosts.server";
import { feedTotals, listFeedOrders, listTodoCandidates, type Day } from "~/models/stats.server";
import { hostChannel, ROOT_CHANNEL } from "~/realtime/channels";
import { hostLoginUrl } from "~/services/exlogin.server";
import { ServiceError } from "~/services/errors.server";
import type { SessionUser } from "~/services/session-user.server";
import type { LiveScope } from "~/schemas/staff-scopes";
import { NO_ACCESS } from "~/domain/messages";
import { may } from "~/domain/policy";
import type { OrderStatus } from "~/domain/order-status";

function today(now: Date): Day {
  const { from, to } = periodRange("today", now);
  if (!from || !to) throw new Error("today has no bounds");
  return { from, to };
}

type Scope = LiveScope<SessionUser>;

const channelsOf = (scope: Scope) => (scope.everyHost ? [ROOT_CHANNEL] : scope.hostIds.map(hostChannel));

const mayOpenBoard = (current: SessionUser) => may(current, "board");

function boardLink(scope: Scope, order: { hostId: number; status: OrderStatus }): BoardLink {
  const current = scope.current;
  // the board refuses call-centre staff (docs/decisions/007-order-board.md): they phone instead
  if (!mayOpenBoard(current)) return null;
  const tab = isBoardTab(order.status) ? order.status : "new";
  if (scope.here?.id === order.hostId) return { kind: "link", href: `/orders?tab=${tab}` };
  return { kind: "hop", hostId: order.hostId, tab };
}

export async function loadTodo({ scope, now = new Date() }: { scope: Scope; now?: Date }): Promise<TodoData> {
  const candidates = await listTodoCandidates(getDb(), { hostIds: scope.hostIds, day: today(now) });
  return {
    now: now.toISOString(),
    channels: channelsOf(scope),
    items: buildTodo(candidates, now).map((o) => ({
      id: o.id,
      hostId: o.hostId,
      hostName: o.hostName,
      hostPhone: o.hostPhone,
      number: o.number,
      customerName: o.customerName,
      phone: o.phone,
      amount: o.amount,
      createdAt: o.createdAt.toISOString(),
      age: ageLabel(o.createdAt, now),
      urgent: isUrgent(o, now),
      reasons: o.reasons.map((value) => ({ value, label: reasonLabel(value) })),
      board: boardLink(scope, o),
    })),
  };
}

/**
 * "Open het bord" from another domain: staff sessions are host-only cookies, so the hop is a
 * single-use login link for that host, made by a POST and used at once. Answers the link's address.
 */
export async function openBoard({
  scope,
  input,
  requestUrl,
}: {
  scope: Scope;
  input: { hostId: number; tab: string };
  requestUrl: string;
}): Promise<string> {
  if (!scope.hostIds.includes(input.hostId) || !mayOpenBoard(scope.current)) throw new ServiceError(NO_ACCESS, 403);
  const host = await getHost(getDb(), { hostId: input.hostId });
  if (!host) throw new ServiceError(NO_ACCESS, 403);
  const tab = isBoardTab(input.tab) ? input.tab : "new";
  return hostLoginUrl(requestUrl, { userId: scope.current.user.id, host, redirectTo: `/orders?tab=${tab}` });
}

// statuses that only repeat how the customer pays: unpaid, they say nothing more than "Niet betaald"
const METHOD_ECHOES = ["none", "cash", "pin", "onsite", "ondelivery", "ideal", "thuisbezorgd"];

/** "Contant · Niet betaald", "iDEAL · Mislukt", "Pin · Betaald". */
function paymentSummary(o: { paymentMethod: string; paymentStatus: string; paid: boolean }): string {
  const method = paymentMethodName(o.paymentMethod);
  if (o.paid) return `${method} · Betaald`;
  const status = METHOD_ECHOES.includes(o.paymentStatus)
    ? "Niet betaald"
    : (paymentStatusLabel(o.paymentStatus) ?? o.paymentStatus);
  return `${method} · ${status}`;
}

export async function loadFeed({ scope, now = new Date() }: { scope: Scope; now?: Date }): Promise<FeedData> {
  const db = getDb();
  const day = today(now);
  const [rows, totals] = await Promise.all([
    listFeedOrders(db, { hostIds: scope.hostIds, day }),
    feedTotals(db, { hostIds: scope.hostIds, day }),
  ]);
  return {
    now: now.toISOString(),
    channels: channelsOf(scope),
    showHost: scope.everyHost,
    scopeName: scope.everyHost || !scope.here ? "alle restaurants" : scope.here.name,
    totals,
    rows: rows.map((o) => ({
      id: o.id,
      hostName: o.hostName,
      number: o.number,
      createdAt: o.createdAt.toISOString(),
      time: formatClock(o.createdAt),
      customerName: o.customerName,
      deliver: o.deliver,
      status: o.status,
      statusLabel: statusLabel(o.status) ?? o.status,
      paid: o.paid,
      paymentLabel: paymentSummary(o),
      amount: o.amount,
    })),
  };
}
