export type OrderStatus = "concept" | "new" | "order" | "done" | "deliver" | "archive" | "hide" | "pending" | "active";

export type Capability = "tab" | "date" | "edit" | "payed" | "delete" | "message";

export interface StatusInfo {
  readonly value: OrderStatus;
  readonly label: string;
  readonly next: OrderStatus | null;
  /**
   * The verb on the button that moves an order INTO this status: an order in
   * "new" is advanced with "Accepteren" (the action of "order"), a ready order
   * with "Afgehaald"/"Bezorgd" (the action of "archive"). See advanceLabel.
   */
  readonly action: string | null;
  readonly capabilities: ReadonlyArray<Capability>;
  /** The order must be paid before it may leave this status. */
  readonly requiresPayed?: boolean;
}

/** docs/spec.md §4 order status table; "not shown" cells are null or empty. */
export const STATUSES: ReadonlyArray<StatusInfo> = [
  {
    value: "concept",
    label: "Concept",
    next: "new",
    action: null,
    capabilities: ["edit", "payed"],
  },
  {
    value: "new",
    label: "Nieuw",
    next: "order",
    action: "Nieuwe bestelling",
    capabilities: ["tab", "date", "edit", "payed", "delete", "message"],
  },
  {
    value: "order",
    label: "In bestelling",
    next: "done",
    action: "Accepteren",
    capabilities: ["tab", "date", "edit", "payed", "delete", "message"],
  },
  {
    value: "done",
    label: "Klaar",
    next: "archive",
    action: "Klaar",
    capabilities: ["tab", "edit", "payed", "message"],
    requiresPayed: true,
  },
  // Not a state an order is in but a tab of the order screen (docs/spec.md §4).
  { value: "deliver", label: "Bezorgingen", next: null, action: null, capabilities: ["tab"] },
  {
    value: "archive",
    label: "Opgeslagen",
    next: "hide",
    action: "Afgehaald",
    capabilities: ["delete", "message"],
  },
  { value: "hide", label: "Archief", next: null, action: "Verbergen", capabilities: ["delete"] },
  { value: "pending", label: "Ingepland", next: null, action: "Inplannen", capabilities: ["date"] },
  { value: "active", label: "Actief", next: null, action: null, capabilities: [] },
];

const DELIVERED_ACTION = "Bezorgd";

export function statusInfo(status: string): StatusInfo | null {
  return STATUSES.find((info) => info.value === status) ?? null;
}

export function isOrderStatus(status: string): status is OrderStatus {
  return statusInfo(status) !== null;
}

export function nextStatus(status: OrderStatus): OrderStatus | null {
  return statusInfo(status)?.next ?? null;
}

/** Unknown statuses can do nothing, so a corrupt row is never editable. */
export function can(status: OrderStatus, capability: string): boolean {
  return statusInfo(status)?.capabilities.some((cap) => cap === capability) ?? false;
}

export function statusLabel(status: OrderStatus): string | null {
  return statusInfo(status)?.label ?? null;
}

/** The status's own action; "archive" reads "Bezorgd" for delivery orders. */
export function actionLabel(status: OrderStatus, opts: { deliver: boolean } = { deliver: false }): string | null {
  if (status === "archive" && opts.deliver) return DELIVERED_ACTION;
  return statusInfo(status)?.action ?? null;
}

/** The label of the button that advances an order from `status` to its next status. */
export function advanceLabel(status: OrderStatus, opts: { deliver: boolean } = { deliver: false }): string | null {
  const next = nextStatus(status);
  return next === null ? null : actionLabel(next, opts);
}

export const NOT_PAID_REASON = "Deze bestelling is nog niet betaald. Registreer eerst de betaling.";
export const UNKNOWN_STATUS_REASON = "Onbekende status.";
export const FINAL_STATUS_REASON = "Deze bestelling kan niet verder.";

export type AdvanceResult = { ok: true; next: OrderStatus } | { ok: false; reason: string };

/**
 * docs/spec.md §4 "done requires payed check": a ready order may only be picked up
 * or delivered (done → archive) once it is paid, so staff cannot archive an
 * order whose cash or pin payment was never registered. Getting to done is
 * allowed unpaid because customers who pay at the counter pay after that.
 */
export function canAdvance(order: { status: OrderStatus; paid: boolean }): AdvanceResult {
  const info = statusInfo(order.status);
  if (info === null) return { ok: false, reason: UNKNOWN_STATUS_REASON };
  if (info.next === null) return { ok: false, reason: FINAL_STATUS_REASON };
  if (info.requiresPayed && !order.paid) {
    return { ok: false, reason: NOT_PAID_REASON };
  }
  return { ok: true, next: info.next };
}

/**
 * What the customer reads (docs/issues/014.md §18): their words, not the kitchen's tabs — ontvangen,
 * ingepland, geaccepteerd, klaar, bezorgd/afgehaald.
 */
export function customerStatusLabel(status: OrderStatus, opts: { deliver: boolean }): string {
  switch (status) {
    case "concept":
      return "Wacht op betaling";
    case "pending":
      return "Ingepland";
    case "order":
      return "Geaccepteerd";
    case "done":
      return opts.deliver ? "Klaar, wordt bezorgd" : "Klaar om af te halen";
    case "archive":
    case "hide":
      return opts.deliver ? "Bezorgd" : "Afgehaald";
    default:
      return "Ontvangen";
  }
}
