// The order board's tabs (docs/spec.md §2 /orders, §4): which orders each tab shows, and what a card may
// do. Pure, so the board's buttons and the server's checks read the same rules.
import { formatClock } from "./amsterdam-time";
import { can, canAdvance, advanceLabel, statusLabel, type Capability, type OrderStatus } from "./order-status";

export type BoardTab = Exclude<OrderStatus, "concept" | "active">;

export interface BoardTabInfo {
  value: BoardTab;
  label: string;
}

/** The tabs in the order staff work through them; each reads its status's label (docs/spec.md §4). */
const TAB_ORDER: ReadonlyArray<BoardTab> = ["new", "order", "done", "deliver", "archive", "hide", "pending"];

export const BOARD_TABS: ReadonlyArray<BoardTabInfo> = TAB_ORDER.map((value) => ({
  value,
  label: statusLabel(value) ?? value,
}));

export function isBoardTab(value: string): value is BoardTab {
  return BOARD_TABS.some((t) => t.value === value);
}

/**
 * "Bezorgingen" is a tab, not a status (docs/spec.md §4): the courier's view of delivery orders that are
 * being made or are ready, so they can plan the next ride. Every other tab is its status.
 */
export function tabFilter(tab: BoardTab): { statuses: OrderStatus[]; deliverOnly: boolean } {
  if (tab === "deliver") return { statuses: ["order", "done"], deliverOnly: true };
  return { statuses: [tab], deliverOnly: false };
}

/** The tabs an order counts in (an accepted delivery shows in its status tab and Bezorgingen). */
export function tabsOf(order: { status: OrderStatus; deliver: boolean }): BoardTab[] {
  return BOARD_TABS.filter(({ value }) => {
    const f = tabFilter(value);
    return f.statuses.includes(order.status) && (!f.deliverOnly || order.deliver);
  }).map((t) => t.value);
}

/** Statuses staff may move an order to by hand (capability 'tab'). */
export const TAB_TARGETS: ReadonlyArray<OrderStatus> = ["new", "order", "done", "pending"];

export const PAID_AMOUNT_FIXED = "Deze bestelling is al betaald; het bedrag kan niet meer veranderen.";
export const MARKETPLACE_AMOUNT_FIXED = "Thuisbezorgd rekent deze bestelling af; het bedrag kan hier niet veranderen.";

/**
 * Why an order's lines and amount can no longer change, or null when they can: the money for a
 * paid order was taken for the old amount, and a Thuisbezorgd order is charged by the marketplace
 * (cash at the door included), so its lines and charges are the marketplace's.
 */
export function amountFixed(order: { paid: boolean; source: string }): string | null {
  if (order.source === "thuisbezorgd" || order.source === "thuisbezorgdII") return MARKETPLACE_AMOUNT_FIXED;
  return order.paid ? PAID_AMOUNT_FIXED : null;
}

/** What the card offers; the server runs the same checks before it writes. */
export function cardActions(order: { status: OrderStatus; deliver: boolean; paid: boolean }) {
  const advance = canAdvance(order);
  const has = (c: Capability) => can(order.status, c);
  return {
    advance: advance.ok
      ? { label: advanceLabel(order.status, { deliver: order.deliver }) ?? "", next: advance.next }
      : null,
    blocked: advance.ok ? null : advance.reason,
    payed: has("payed") && !order.paid,
    delete: has("delete"),
    message: has("message"),
    date: has("date"),
    edit: has("edit"),
    tab: has("tab"),
  };
}

/**
 * docs/issues/033.md §13: a new order nobody has accepted within the restaurant's escalation minutes is
 * late. Answers how many whole minutes it has waited (counted from its arrival, a planned order
 * from its release) when it is late, null when it is not (or the restaurant set no minutes).
 */
export function lateMinutes(
  order: { status: OrderStatus; waitingSince: string | Date },
  now: Date,
  escalationMinutes: number | null,
): number | null {
  if (order.status !== "new" || escalationMinutes === null) return null;
  const waited = Math.floor((now.getTime() - new Date(order.waitingSince).getTime()) / 60_000);
  return waited >= escalationMinutes ? waited : null;
}

/** The late card's words: "wacht al 7 min". */
export function waitingLabel(minutes: number): string {
  return `wacht al ${minutes} min`;
}

/**
 * /admin/play after a test order (docs/issues/033.md §15): said as the board shows it — a TEST card (test
 * orders take no number, decision 048) due at this time — never the order's internal id.
 */
export function testOrderPlacedText(due: Date): string {
  return `Testbestelling geplaatst, klaar om ${formatClock(due)}. Kijk op het bord: de kaart staat er met TEST.`;
}
