// The call centre's to-do list (/admin/stats/todo): why an order needs somebody now. Pure, given
// the order and the clock, so the list and its tests agree on every reason.
// todoReasons({status: "new", createdAt, due, …}, now) → ["unaccepted"]
import type { Labeled } from "./labels";
import type { OrderStatus } from "./order-status";

export type TodoReason = "unaccepted" | "late" | "unpaid" | "notification";

/** Most pressing first: an item shows its first reason as the one clear reason. */
export const TODO_REASONS: ReadonlyArray<Labeled<TodoReason>> = [
  { value: "unaccepted", label: "Niet geaccepteerd" },
  { value: "late", label: "Te laat" },
  { value: "unpaid", label: "iDEAL niet betaald" },
  { value: "notification", label: "Melding mislukt" },
];

/** An order still 'new' after this many minutes is shown as urgent. */
export const UNACCEPTED_URGENT_MINUTES = 5;
/**
 * A customer who is paying right now has an open iDEAL payment: that is no problem until they have
 * had time to finish. Failed, expired and canceled payments need attention at once.
 */
export const IDEAL_GRACE_MINUTES = 10;

const IDEAL_FAILED = ["failed", "expired", "canceled"];
const IDEAL_WAITING = ["open", "none"];
/** Statuses in which the kitchen still owes the customer the order. */
const IN_PROGRESS = ["new", "order"];

export interface TodoOrder {
  status: OrderStatus;
  createdAt: Date;
  due: Date;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  /** Failed notifications of this order today. */
  failedNotifications: number;
}

const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

/** iDEAL that was not paid and is not (or no longer) on its way to being paid. */
export function isUnpaidIdeal(
  order: Pick<TodoOrder, "paymentMethod" | "paymentStatus" | "paid" | "createdAt">,
  now: Date,
): boolean {
  if (order.paymentMethod !== "ideal" || order.paid) return false;
  if (IDEAL_FAILED.includes(order.paymentStatus)) return true;
  return IDEAL_WAITING.includes(order.paymentStatus) && minutesBetween(order.createdAt, now) >= IDEAL_GRACE_MINUTES;
}

/** Every reason the order needs attention at `now`, most pressing first; empty when none. */
export function todoReasons(order: TodoOrder, now: Date): TodoReason[] {
  const reasons: TodoReason[] = [];
  if (order.status === "new") reasons.push("unaccepted");
  if (IN_PROGRESS.includes(order.status) && order.due.getTime() < now.getTime()) reasons.push("late");
  if (isUnpaidIdeal(order, now)) reasons.push("unpaid");
  if (order.failedNotifications > 0) reasons.push("notification");
  return reasons;
}

export function reasonLabel(reason: TodoReason): string {
  return TODO_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

/** Unaccepted for longer than a few minutes: the row is highlighted. */
export function isUrgent(order: Pick<TodoOrder, "status" | "createdAt">, now: Date): boolean {
  return order.status === "new" && minutesBetween(order.createdAt, now) >= UNACCEPTED_URGENT_MINUTES;
}

/** "net binnen", "3 min", "1 uur 5 min": how long ago the order was placed. */
export function ageLabel(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, minutesBetween(createdAt, now));
  if (minutes < 1) return "net binnen";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} uur` : `${hours} uur ${rest} min`;
}

const rank = (reason: TodoReason) => TODO_REASONS.findIndex((r) => r.value === reason);

/**
 * The orders that need attention, each with its reasons: by the most pressing reason, then oldest
 * first (the order waiting longest is the one to chase).
 */
export function buildTodo<T extends TodoOrder>(
  orders: ReadonlyArray<T>,
  now: Date,
): Array<T & { reasons: TodoReason[] }> {
  return orders
    .map((o) => ({ ...o, reasons: todoReasons(o, now) }))
    .filter((o) => o.reasons.length > 0)
    .sort((a, b) => rank(a.reasons[0]) - rank(b.reasons[0]) || a.createdAt.getTime() - b.createdAt.getTime());
}
