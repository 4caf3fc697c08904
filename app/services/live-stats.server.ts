// /admin/stats/todo and /admin/stats/feed (issue 7): today's orders across the hosts a user may
// see, live. Who sees which hosts:
// - to-do: call-centre staff every host their organisation serves (on the platform domain or on
//   any of those hosts' domains); root every host on the platform domain, that host on a host's.
// - feed: root every host on the platform domain; root or an admin on a host's domain that host.
// Everybody else gets 403. The pages join each host's live channel (root: the root channel).
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { BoardLink, FeedData, TodoData } from "~/schemas/stats-view";
import { getDb } from "~/db.server";
import { formatClock } from "~/domain/amsterdam-time";
import { isBoardTab } from "~/domain/board";
import { PAYMENT_METHODS } from "~/domain/constants";
import { labelOf } from "~/domain/labels";
import { statusLabel } from "~/domain/order-status";
import { paymentStatusLabel } from "~/domain/payment-status";
import { periodRange } from "~/domain/periods";
import { ageLabel, buildTodo, isUrgent, reasonLabel } from "~/domain/todo";
import { listAllHostIds } from "~/models/hosts.root.server";
import { getHost } from "~/models/hosts.server";
import { listOrganisationHosts } from "~/models/organisations.server";
import { feedTotals, listFeedOrders, listTodoCandidates, type Day } from "~/models/stats.server";
import { hostChannel, ROOT_CHANNEL } from "~/realtime/channels";
import { BOARD_ROLES } from "~/services/board.server";
import { hostLoginUrl } from "~/services/exlogin.server";
import { forbidden, requireUser, servesTenant, type SessionUser } from "~/utils/auth.server";

function today(now: Date): Day {
  const { from, to } = periodRange("today", now);
  if (!from || !to) throw new Error("today has no bounds");
  return { from, to };
}

interface Scope {
  current: SessionUser;
  hostIds: number[];
  /** Root on the platform domain: one channel carries every host's events. */
  everyHost: boolean;
}

const isCallCentre = (current: SessionUser) => current.user.kind === "host" && current.roles.includes("callcenter");

async function todoScope(context: AppLoadContext, request: Request): Promise<Scope> {
  const current = await requireUser(context, request);
  if (current.user.kind === "root") {
    if (context.tenant.kind === "host") return { current, hostIds: [context.tenant.host.id], everyHost: false };
    return { current, hostIds: await listAllHostIds(getDb()), everyHost: true };
  }
  const orgId = current.user.organisationId;
  if (!isCallCentre(current) || !orgId) throw forbidden(request);
  if (context.tenant.kind !== "platform" && !(await servesTenant(current, context))) throw forbidden(request);
  return { current, hostIds: (await listOrganisationHosts(getDb(), orgId)).map((h) => h.id), everyHost: false };
}

async function feedScope(context: AppLoadContext, request: Request): Promise<Scope> {
  const current = await requireUser(context, request);
  if (current.user.kind === "root" && context.tenant.kind === "platform") {
    return { current, hostIds: await listAllHostIds(getDb()), everyHost: true };
  }
  if (context.tenant.kind !== "host") throw forbidden(request);
  const admin = current.user.kind === "root" || current.roles.includes("admin");
  if (!admin || !(await servesTenant(current, context))) throw forbidden(request);
  return { current, hostIds: [context.tenant.host.id], everyHost: false };
}

const channelsOf = (scope: Scope) => (scope.everyHost ? [ROOT_CHANNEL] : scope.hostIds.map(hostChannel));

const mayOpenBoard = (current: SessionUser) =>
  current.user.kind === "root" || BOARD_ROLES.some((role) => current.roles.includes(role));

function boardLink(
  context: AppLoadContext,
  current: SessionUser,
  order: { hostId: number; status: string },
): BoardLink {
  // the board refuses call-centre staff (docs/decisions/007-order-board.md): they phone instead
  if (!mayOpenBoard(current)) return null;
  const tab = isBoardTab(order.status) ? order.status : "new";
  if (context.tenant.kind === "host" && context.tenant.host.id === order.hostId)
    return { kind: "link", href: `/orders?tab=${tab}` };
  return { kind: "hop", hostId: order.hostId, tab };
}

export async function loadTodo(context: AppLoadContext, request: Request, now = new Date()): Promise<TodoData> {
  const scope = await todoScope(context, request);
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
      board: boardLink(context, scope.current, o),
    })),
  };
}

/**
 * "Open het bord" from another domain: staff sessions are host-only cookies, so the hop is a
 * single-use login link for that host, made by a POST and used at once.
 */
export async function openBoard(
  context: AppLoadContext,
  request: Request,
  input: { hostId: number; tab: string },
): Promise<Response> {
  const scope = await todoScope(context, request);
  if (!scope.hostIds.includes(input.hostId) || !mayOpenBoard(scope.current)) throw forbidden(request);
  const host = await getHost(getDb(), input.hostId);
  if (!host) throw forbidden(request);
  const tab = isBoardTab(input.tab) ? input.tab : "new";
  return redirect(
    await hostLoginUrl(request, { userId: scope.current.user.id, host, redirectTo: `/orders?tab=${tab}` }),
  );
}

// statuses that only repeat how the customer pays: unpaid, they say nothing more than "Niet betaald"
const METHOD_ECHOES = ["none", "cash", "pin", "onsite", "ondelivery", "ideal", "thuisbezorgd"];

/** "Contant · Niet betaald", "iDEAL · Mislukt", "Pin · Betaald". */
function paymentSummary(o: { paymentMethod: string; paymentStatus: string; paid: boolean }): string {
  const method = labelOf(PAYMENT_METHODS, o.paymentMethod) ?? paymentStatusLabel(o.paymentMethod) ?? o.paymentMethod;
  if (o.paid) return `${method} · Betaald`;
  const status = METHOD_ECHOES.includes(o.paymentStatus)
    ? "Niet betaald"
    : (paymentStatusLabel(o.paymentStatus) ?? o.paymentStatus);
  return `${method} · ${status}`;
}

export async function loadFeed(context: AppLoadContext, request: Request, now = new Date()): Promise<FeedData> {
  const scope = await feedScope(context, request);
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
    scopeName: scope.everyHost || context.tenant.kind !== "host" ? "alle restaurants" : context.tenant.host.name,
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
