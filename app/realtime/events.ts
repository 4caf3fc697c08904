// Every live event, by its `type`: what the bus carries between instances (`LiveEvent`, with its
// channel) and what a page's listener hears over /ws (`LiveMessage`, app/components/live/use-live.ts).
// Types only, so the browser pays nothing for them. Order events are published through
// app/realtime/order-events.server.ts; the others by the module named beside each (decision 084).
import type { OrderStatus } from "~/domain/order-status";

/** Which order: a page reloads the rest from the database (the database is the truth). */
interface OrderRef {
  id: number;
  number: number;
}

/** On the restaurant's channel and the customer's (`hostChannel`, `customerChannel`). */
export type OrderEvent =
  /** A new order on the board: placed, arrived from Thuisbezorgd, a test order, a planned one released. */
  | { type: "order.created"; payload: OrderRef & { status: OrderStatus } }
  /** A board action, a courier's tap, a line added; `intent` says which (none when a planned order is released). */
  | { type: "order.updated"; payload: OrderRef & { status: OrderStatus | null; intent?: string } }
  /** Deleted from the board. */
  | { type: "order.deleted"; payload: OrderRef & { status: OrderStatus | null; intent: "delete" } }
  /** Paid by iDEAL: the order joins the board. */
  | { type: "order.paid"; payload: OrderRef & { status: OrderStatus; paid: true; paymentStatus: "paid" } }
  /** Something the board says on the card (a courier brought a delivery back). */
  | { type: "order.alert"; payload: OrderRef & { message: string } }
  /** A new order nobody accepted in time: the owner was told (services/escalation.server.ts). */
  | { type: "order.escalated"; payload: OrderRef };

/** On the restaurant's channel, beside its orders. */
export type HostEvent =
  /** A print job changed (services/printing.server.ts), or a printer's problem appeared or cleared (services/cloudprnt.server.ts). */
  | { type: "printer"; payload: { jobId: number } | { printerId: number } }
  /** A Thuisbezorgd webhook other than an order (services/thuisbezorgd-events.server.ts). */
  | { type: "thuisbezorgd"; payload: { event: string } };

/** On CONFIG_CHANNEL, for every open page: the app's version document (services/app-version.server.ts). */
export type ConfigEvent = { type: "config.changed"; payload: { name: string; version: string; update: 0 | 1 } };

/** On CONTROL_CHANNEL, between instances only: no socket may join it. */
export type ControlEvent =
  /** realtime/invalidation.server.ts */
  | { type: "menu.changed" | "host.changed"; payload: { hostId: number } }
  /** realtime/petition.server.ts */
  | { type: "petition.changed"; payload: null }
  /** realtime/session-events.server.ts */
  | { type: "session.ended"; payload: { session: string } }
  | { type: "user.sessions.ended"; payload: { userId: number } }
  /** realtime/customer-events.server.ts: a customer's profile or stamp card changed */
  | { type: "customer.changed"; payload: { customerId: number } };

/**
 * On RESYNC_CHANNEL, within one instance (realtime/bus.server.ts, pg-bus.server.ts): `lost`, the bus
 * stopped hearing the others (events may be missed from now on); `resync`, it hears them again and
 * events were lost meanwhile.
 */
export type ResyncEvent = { type: "resync" | "lost"; payload: null };

type Event = OrderEvent | HostEvent | ConfigEvent | ControlEvent | ResyncEvent;

/** What the bus carries: an event on its channel. */
export type LiveEvent = Event & { channel: string };

/** What a page's listener hears: an event of a channel it joined, or the socket's own news. */
export type LiveMessage =
  | OrderEvent
  | HostEvent
  | ConfigEvent
  /**
   * (re)joined: catch up on what was missed. `missed` is false only on a first join that said when the
   * page's data was read, when the server heard nothing on the channel since (decision 114).
   */
  | { type: "joined"; missed: boolean }
  /** the socket closed: until the next "joined" the page misses events */
  | { type: "dropped" };

/** The bus between instances or workers (realtime/bus.server.ts: in-process, Redis, or PostgreSQL's LISTEN/NOTIFY in realtime/pg-bus.server.ts). */
export interface EventBus {
  kind: "memory" | "redis" | "postgres";
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}
