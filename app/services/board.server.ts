// The live order board (docs/issues/006.md): what /orders shows, and the card actions staff post. Every
// action locks the order, checks the status table of docs/spec.md §4, writes, logs an order event, and
// after commit publishes to the host's boards and the customer's order page, then notifies.
import { thuisbezorgdBoard } from "~/services/thuisbezorgd-board.server";
import { BOARD_TABS, isBoardTab, type BoardTab } from "~/domain/board";
import { customRange, periodRange, PERIODS, type Range } from "~/domain/periods";
import { getDb } from "~/db.server";
import { countBoardTabs, listBoardOrders, listWaitingSince } from "~/models/order-details.server";
import { countWaiting } from "~/models/order-queries.server";
import { lastEventId } from "~/models/order-events.server";
import { getHost } from "~/models/hosts.server";
import { listFailedJobs, listPrinters } from "~/models/printers.server";
import { ServiceError } from "~/services/errors.server";
import type { BoardData } from "~/schemas/board-view";
import { hostChannel } from "~/realtime/channels";
import { listCouriers } from "~/models/courier.server";

export class BoardError extends ServiceError {}

/** A failed ticket stays on the board's banner this long, unless reprinted or dismissed. */
const FAILED_JOBS_SHOWN_MS = 12 * 3_600_000;

function periodOf(params: URLSearchParams, now: Date): { period: string; range: Range; from: string; to: string } {
  const period = params.get("periode") ?? "today";
  const from = params.get("van") ?? "";
  const to = params.get("tot") ?? "";
  if (period === "pick") {
    // a half-filled or backwards pick shows nothing rather than everything
    return { period, range: customRange(from, to) ?? { from: new Date(0), to: new Date(0) }, from, to };
  }
  const known = PERIODS.some((p) => p.value === period) ? period : "today";
  return { period: known, range: periodRange(known, now), from, to };
}

/** /orders for one restaurant: the tab and period come from the page's address. */
export async function loadBoard({
  hostId,
  url,
  now = new Date(),
}: {
  hostId: number;
  url: URL;
  now?: Date;
}): Promise<BoardData> {
  const db = getDb();
  const host = await getHost(db, { hostId });
  if (!host) throw new BoardError("Geen restaurant.", 404);
  const tabParam = url.searchParams.get("tab") ?? "new";
  const tab: BoardTab = isBoardTab(tabParam) ? tabParam : "new";
  const { period, range, from, to } = periodOf(url.searchParams, now);
  const [counts, orders, seen, waiting, printers, failed, settings, waitingSince] = await Promise.all([
    countBoardTabs(db, { hostId: host.id, range }),
    listBoardOrders(db, { hostId: host.id, tab, range }),
    lastEventId(db, { hostId: host.id }),
    countWaiting(db, { hostId: host.id }),
    listPrinters(db, { hostId: host.id }),
    listFailedJobs(db, { hostId: host.id, since: new Date(now.getTime() - FAILED_JOBS_SHOWN_MS) }),
    Promise.resolve(host.settings),
    listWaitingSince(db, { hostId: host.id }),
  ]);
  const couriers = await listCouriers(db, { hostId: host.id });
  const marketplace = await thuisbezorgdBoard(db, {
    hostId: host.id,
    orderIds: orders.filter((o) => o.source === "thuisbezorgd").map((o) => o.id),
  });
  return {
    host: { id: host.id, name: host.name },
    channel: hostChannel(host.id),
    tabs: BOARD_TABS.map((t) => ({ ...t, count: counts[t.value] })),
    tab,
    period,
    from,
    to,
    now: now.toISOString(),
    lastEventId: seen,
    waiting,
    waitingSince: waitingSince.map((d) => d.toISOString()),
    escalationMinutes: typeof settings?.escalationMinutes === "number" ? settings.escalationMinutes : null,
    // the banner is worked out in the browser (printerProblem) so "offline" appears without a reload
    printers: printers
      .filter((p) => p.active)
      .map((p) => ({
        id: p.id,
        name: p.name,
        active: p.active,
        lastPollAt: p.lastPollAt?.toISOString() ?? null,
        lastStatus: p.lastStatus,
      })),
    failedJobs: failed.map((j) => ({
      id: j.id,
      printerName: j.printerName,
      orderNumber: j.orderNumber,
      lastCode: j.lastCode,
    })),
    couriers,
    orders: orders.map(({ courierId, courierAt, courierName, ...o }) => ({
      ...o,
      courier:
        courierId !== null && courierAt !== null
          ? { id: courierId, name: courierName ?? "Bezorger", since: courierAt.toISOString() }
          : null,
      due: o.due.toISOString(),
      waitingSince: o.waitingSince.toISOString(),
      notifications: o.notifications.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
      marketplace: marketplace.cards.get(o.id) ?? null,
    })),
    thuisbezorgd: marketplace.board,
  };
}
